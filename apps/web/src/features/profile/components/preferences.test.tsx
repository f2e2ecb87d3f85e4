import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { DIETARY_NOTE_MAX, type DinerPreferences } from '@tablefor/shared';
import { answer } from '@/test/msw';
import { renderWithProviders, testUser } from '@/test/render';
import { BookingPreferencesNote } from './booking-preferences-note';
import { GuestPreferences } from './guest-preferences';
import { PaymentMethodsPanel } from './payment-methods-panel';
import { PreferencesPanel } from './preferences-panel';

const PREFERENCES = '/api/users/7/preferences';
const none: DinerPreferences = {
  dietary: [],
  dietary_note: '',
  seating: 'no_preference',
  reminder_emails: true,
  language: 'en',
};
const some: DinerPreferences = {
  dietary: ['vegetarian', 'nut_allergy'],
  dietary_note: 'No coriander',
  seating: 'booth',
  reminder_emails: false,
  language: 'es',
};

describe('the Preferences view', () => {
  it('shows the defaults, and saves the ticks, the note, the seating and the e-mails', async () => {
    answer('get', PREFERENCES, none);
    const sent = answer('put', PREFERENCES, some);
    renderWithProviders(<PreferencesPanel userId={7} />, { user: testUser });
    fireEvent.click(await screen.findByLabelText('Nut allergy'));
    fireEvent.click(screen.getByLabelText('Vegetarian'));
    fireEvent.change(screen.getByLabelText('Anything else the kitchen should know'), {
      target: { value: 'No coriander' },
    });
    fireEvent.change(screen.getByLabelText('Seating'), { target: { value: 'booth' } });
    fireEvent.click(screen.getByLabelText(/reminder e-mail the day before/));
    fireEvent.change(screen.getByLabelText('Language of my e-mails'), { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your preferences have been saved.',
    );
    expect(sent[0]?.body).toEqual(some);
  });

  it('refuses a note over the limit before sending it', async () => {
    answer('get', PREFERENCES, some);
    const sent = answer('put', PREFERENCES, some);
    renderWithProviders(<PreferencesPanel userId={7} />, { user: testUser });
    const note = await screen.findByLabelText('Anything else the kitchen should know');
    expect(note).toHaveValue('No coriander');
    expect(screen.getByLabelText('Vegetarian')).toBeChecked();
    fireEvent.change(note, { target: { value: 'x'.repeat(DIETARY_NOTE_MAX + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(
      screen.getByText(`The note can be at most ${DIETARY_NOTE_MAX} characters`),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('offers to try again when they cannot be read', async () => {
    answer('get', PREFERENCES, { errors: ['boom'] }, { status: 500 });
    renderWithProviders(<PreferencesPanel userId={7} />, { user: testUser });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your preferences.',
    );
  });
});

describe('the booking form note', () => {
  it('says what the restaurant will see, with a way to edit it', async () => {
    answer('get', PREFERENCES, some);
    renderWithProviders(<BookingPreferencesNote />, { user: testUser });
    expect(
      await screen.findByText('Vegetarian, nut allergy; “No coriander”; prefers a booth'),
    ).toBeInTheDocument();
    expect(screen.getByText('The restaurant will see:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit preferences' })).toHaveAttribute(
      'href',
      '/users/7/dining-dashboard?view=preferences',
    );
  });

  it('says nothing when nothing is set, or to a diner signed out', async () => {
    const sent = answer('get', PREFERENCES, none);
    const { container } = renderWithProviders(<BookingPreferencesNote />, { user: testUser });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
    expect(container).toBeEmptyDOMElement();
    const signedOut = renderWithProviders(<BookingPreferencesNote />, { user: null });
    expect(signedOut.container).toBeEmptyDOMElement();
  });
});

describe('what the restaurant reads beside a booking', () => {
  it('lists the dietary needs, the note and the seating', () => {
    renderWithProviders(
      <GuestPreferences
        preferences={{ dietary: ['gluten_free'], dietary_note: '', seating: 'quiet' }}
      />,
    );
    expect(screen.getByText("Diner's preferences")).toBeInTheDocument();
    expect(screen.getByText('Gluten-free; prefers a quiet table')).toBeInTheDocument();
  });
});

describe('the Payment Methods view', () => {
  it('says honestly that no card is needed', () => {
    renderWithProviders(<PaymentMethodsPanel />);
    expect(screen.getByRole('heading', { name: 'Payment methods' })).toBeInTheDocument();
    expect(screen.getByText('No card is needed to book on TableFor.')).toBeInTheDocument();
    expect(screen.getByText(/Today no restaurant on TableFor asks for one/)).toBeInTheDocument();
  });
});
