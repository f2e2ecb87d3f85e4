import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, requestsSent } from '@/test/msw';
import { emptyValues } from '../lib/wizard-values';
import {
  filledValues,
  stockPictures,
  storeDraft,
  storedDraft,
  weekdayEvenings,
} from '../test/wizard-fixtures';
import { renderWizard } from '../test/render-wizard';

// The picker's stock pictures answer every test; a test answers the calls it is about.
beforeEach(() => {
  answer('get', '/api/images/stock', { pictures: stockPictures });
});
afterEach(() => sessionStorage.clear());

/** The requests besides the stock pictures. */
const others = () => requestsSent().filter((request) => request.path !== '/api/images/stock');

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const stepHeading = () => screen.getByRole('heading', { level: 2 });

describe('create restaurant wizard: steps', () => {
  it('opens on step 1 of 6, with the URL/search toggle and the account notice', () => {
    renderWizard({ user: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create a New Restaurant');
    expect(screen.getByRole('link', { name: 'Enter URL' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Search Restaurants' })).toHaveAttribute(
      'href',
      '/create-restaurant/topic-search',
    );
    expect(screen.getByText('Step 1 of 6')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Restaurant Website');
    expect(screen.getByText('Creating a listing needs an account')).toBeInTheDocument();
  });

  it('takes no URL, but a URL given must be http(s)', async () => {
    renderWizard({ user: null });
    type('Website URL', 'ftp://bestia.example');
    click('Continue Manually');
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Restaurant Website');
    await waitFor(() => expect(field('Website URL')).toHaveFocus());

    type('Website URL', '');
    click('Continue Manually');
    expect(stepHeading()).toHaveTextContent('Basic Information');
    expect(screen.getByText('Step 2 of 6')).toBeInTheDocument();
  });

  it.each([
    [1, 'Basic Information', ['Name', 'Description', 'Website', 'Preview image']],
    [2, 'Location Details', ['Neighborhood', 'Cross street']],
    [3, 'Dining Details', ['Cuisines', 'Cost', 'Dining style', 'Dress code']],
    [4, 'Operations', ['Operation hours', 'Phone']],
  ])('step %i (%s) names its required fields on Next and stays', async (step, title, fields) => {
    storeDraft({ step });
    renderWizard({ user: null });
    click('Next');
    for (const name of fields) expect(screen.getByText(`${name} is required`)).toBeInTheDocument();
    expect(screen.getAllByText(/is required$/)).toHaveLength(fields.length);
    expect(stepHeading()).toHaveTextContent(title);
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-invalid', 'true'));
  });

  it('step 6 names its required fields on Create and sends nothing', () => {
    storeDraft({
      step: 5,
      values: { ...filledValues, parking_details: '', payment_options: '' },
      week: weekdayEvenings(),
    });
    renderWizard({ user: null });
    click('Create Restaurant');
    expect(screen.getByText('Parking details is required')).toBeInTheDocument();
    expect(screen.getByText('Payment options is required')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Facilities');
    expect(others()).toEqual([]);
  });

  it('moves on once the step is valid, and a message clears as its field changes', async () => {
    storeDraft({ step: 1 });
    renderWizard({ user: null });
    click('Next');
    await waitFor(() => expect(field('Name')).toHaveFocus());
    type('Name', 'Bestia');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    type('Description', 'Rustic Italian cooking.');
    type('Website', 'bestia');
    click('Next');
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    type('Website', 'https://www.bestia.example');
    // A stock picture does for an owner without an image address.
    fireEvent.click(await screen.findByRole('button', { name: 'Use our pasta picture' }));
    expect(field('Preview image')).toHaveValue('/images/restaurants/1.svg');
    click('Next');
    expect(stepHeading()).toHaveTextContent('Location Details');
    await waitFor(() => expect(stepHeading()).toHaveFocus());
  });

  it('Back goes down one step and keeps what was typed, also in the tab draft', () => {
    storeDraft({ step: 2, values: { ...emptyValues(), ...filledValues } });
    renderWizard({ user: null });
    type('Neighborhood', 'Silver Lake');
    click('Back');
    expect(stepHeading()).toHaveTextContent('Basic Information');
    expect(field('Name')).toHaveValue('Bestia');
    click('Next');
    expect(field('Neighborhood')).toHaveValue('Silver Lake');
    expect(storedDraft()?.values.neighborhood).toBe('Silver Lake');
  });

  it('builds the hours from the weekly editor, and refuses an opening without a closing', () => {
    storeDraft({ step: 4, values: { ...filledValues, phone: '' } });
    renderWizard({ user: null });
    type('Monday opens', '11:00');
    type('Phone', '2135550101');
    expect(field('Phone')).toHaveValue('(213) 555-0101');
    click('Next');
    expect(screen.getByText('Enter both an opening and a closing time')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Operations');

    type('Monday closes', '22:00');
    expect(screen.queryByText('Enter both an opening and a closing time')).not.toBeInTheDocument();
    click('Copy Monday to all days');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunday closed' }));
    // The preview writes the hours as the restaurant page will show them to an English reader.
    expect(screen.getByTitle('Monday – Saturday').closest('li')).toHaveTextContent(
      'Mon–Sat11:00 AM–10:00 PM',
    );
    expect(screen.getByTitle('Sunday').closest('li')).toHaveTextContent('SunClosed');
    click('Next');
    expect(stepHeading()).toHaveTextContent('Facilities');
    expect(storedDraft()?.week.sun.closed).toBe(true);
  });

  it('says before creating that a listing is reviewed, or published at once for an administrator', () => {
    storeDraft({ step: 5, values: filledValues });
    const { unmount } = renderWizard({ user: null });
    expect(screen.getByText('Sign in to create it')).toBeInTheDocument();
    unmount();
    renderWizard({ user: { ...testAdmin } });
    expect(screen.getByText('Published right away')).toBeInTheDocument();
  });
});

const testAdmin = {
  id: 1,
  username: 'admin',
  email: 'admin@tablefor.app',
  first_name: 'Ada',
  last_name: 'Admin',
  is_admin: true,
  saved_restaurants: [],
};

describe('create restaurant wizard: saving the draft', () => {
  it('keeps what is typed in sessionStorage for this tab', () => {
    renderWizard({ user: null });
    type('Website URL', 'https://www.bestia.example');
    expect(storedDraft()?.values.url).toBe('https://www.bestia.example');
  });
});
