/** The host stand's waitlist: the line with waits and quotes, and each action against the API. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Waitlist, WaitlistEntry } from '@tablefor/shared';
import { loadLanguage } from '@/i18n/i18n';
import { saveToken } from '@/lib/token-storage';
import { answer, answerWith, json } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { ownerUser } from '../test/owner-console-fixtures';
import { at, onTimeline, timeline } from '../test/host-stand-fixtures';
import { WaitlistPanel } from './waitlist-panel';

const LINE = '/api/owner/restaurants/12/waitlist';
const NOW = 19 * 60 + 20;

function waiting(id: number, fields: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id,
    restaurant_id: 12,
    guest_name: `Guest ${id}`,
    party_size: 2,
    phone_number: null,
    email: `guest${id}@example.com`,
    notes: null,
    language: 'en',
    status: 'waiting',
    position: 1,
    quoted_minutes: 20,
    created_at: at('19:08'),
    notified_at: null,
    seated_at: null,
    reservation_id: null,
    ...fields,
  };
}

const wanda = waiting(1, {
  guest_name: 'Wanda Waits',
  party_size: 3,
  phone_number: '2135550142',
  notes: 'High chair',
});
const ben = waiting(2, {
  guest_name: 'Ben',
  position: 2,
  quoted_minutes: 0,
  created_at: at('19:15'),
});
const line = (entries: WaitlistEntry[]): Waitlist => ({ now: at('19:20'), entries });

beforeEach(() => {
  saveToken('owner-token', '2099-01-01T00:00:00.000Z');
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at('19:20')));
});
afterEach(() => {
  vi.useRealTimers();
  loadLanguage('en');
});

/** Each read of the line answers the next of `lines` (the last one from then on). */
function renderPanel(...lines: Waitlist[]) {
  const reads = answerWith('get', LINE, (_request, index) =>
    json(lines[Math.min(index, lines.length - 1)]),
  );
  // Table 1 (a 2-top) is taken until 20:30; tables 2 and 3 seat 2 to 4 and are free.
  const day = timeline({ reservations: [onTimeline(7, { time: '19:00', tables: [1] })] });
  renderWithProviders(<WaitlistPanel timeline={day} now={NOW} />, { user: ownerUser });
  return reads;
}

const row = async (name: string) =>
  (await screen.findByText(name, { selector: 'span' })).closest('li') as HTMLElement;

describe('the waitlist panel', () => {
  it('lists the parties in order with their wait, quote, contact and notes', async () => {
    renderPanel(line([wanda, ben]));
    const first = await row('Wanda Waits');
    expect(screen.getByRole('heading', { name: /Waitlist/ })).toHaveTextContent(
      '2 parties waiting',
    );
    expect(first).toHaveTextContent('3 guests');
    expect(first).toHaveTextContent('Waiting 12 min');
    expect(first).toHaveTextContent('Quoted ~20 min');
    expect(within(first).getByText('Phone: (213) 555-0142')).toBeInTheDocument();
    expect(within(first).getByText('E-mail: guest1@example.com')).toBeInTheDocument();
    expect(first).toHaveTextContent('High chair');
    const second = await row('Ben');
    expect(second).toHaveTextContent('Waiting 5 min');
    expect(second).toHaveTextContent('Quoted table free');
    const items = within(screen.getByRole('list', { name: /Parties waiting/ })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => within(item).getByText(/Wanda|Ben/).textContent)).toEqual([
      'Wanda Waits',
      'Ben',
    ]);
    expect(screen.getByRole('button', { name: 'Move Wanda Waits up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Ben down' })).toBeDisabled();
  });

  it('says so when nobody is waiting', async () => {
    renderPanel(line([]));
    expect(await screen.findByText(/Nobody is waiting/)).toBeInTheDocument();
  });

  it('adds a party, showing the wait it would be quoted before saving', async () => {
    renderPanel(line([]), line([waiting(3, { guest_name: 'Nia', party_size: 4 })]));
    const quotes = answerWith('get', `${LINE}/quote`, (request) =>
      json({ quoted_minutes: request.url.searchParams.get('party_size') === '4' ? 25 : 0 }),
    );
    await screen.findByText(/Nobody is waiting/);
    fireEvent.click(screen.getByRole('button', { name: 'Add to waitlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to waitlist' });
    expect(await within(dialog).findByText('Quoted wait: a table is free now')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Party size'), { target: { value: '4' } });
    expect(await within(dialog).findByText('Quoted wait: ~25 min')).toBeInTheDocument();
    expect(quotes.map((q) => q.url.searchParams.get('party_size'))).toEqual(['2', '4']);

    // Neither a phone nor an e-mail: the shared rule stops it before any request.
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Nia' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to waitlist' }));
    expect(
      await within(dialog).findByText(/A phone number or an e-mail address, to tell/),
    ).toBeInTheDocument();

    const sent = answer('post', LINE, waiting(3, { guest_name: 'Nia', party_size: 4 }), {
      status: 201,
    });
    fireEvent.change(within(dialog).getByLabelText('Phone'), { target: { value: '2135550199' } });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Patio' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to waitlist' }));
    expect(await row('Nia')).toHaveTextContent('4 guests');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent[0]?.body).toEqual({
      guest_name: 'Nia',
      party_size: 4,
      phone_number: '(213) 555-0199',
      email: '',
      notes: 'Patio',
      language: 'en',
    });
  });

  it('tells a party its table is ready, then shows when it was told', async () => {
    const told = { ...wanda, status: 'notified' as const, notified_at: at('19:42') };
    renderPanel(line([wanda]), line([told]));
    const sent = answer(
      'post',
      `${LINE.replace('restaurants/12/waitlist', 'waitlist')}/1/ready`,
      told,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Table ready for Wanda Waits' }));
    expect(
      await screen.findByText('Wanda Waits was told their table is ready.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(await screen.findByText('Told at 7:42 PM')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Table ready for Wanda Waits' }),
    ).not.toBeInTheDocument();
  });

  it('seats a party at the suggested table', async () => {
    renderPanel(line([wanda, ben]), line([ben]));
    fireEvent.click(await screen.findByRole('button', { name: 'Seat Wanda Waits' }));
    const dialog = screen.getByRole('dialog', { name: 'Seat Wanda Waits' });
    // Three guests: table 1 seats two at most, so table 2 is the first that seats them.
    expect(within(dialog).getByLabelText('Table')).toHaveValue('2');
    const sent = answer(
      'post',
      '/api/owner/waitlist/1/seat',
      {
        entry: { ...wanda, status: 'seated', position: null, seated_at: at('19:20') },
        reservation: onTimeline(20, {
          tables: [2],
          party_size: 3,
          walk_in: true,
          status: 'seated',
        }),
      },
      { status: 201 },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seat now' }));
    expect(await screen.findByText('Wanda Waits seated at table 2.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ table_ids: [2] });
    await waitFor(() => expect(screen.queryByText('Wanda Waits', { selector: 'span' })).toBeNull());
  });

  it('shows why a seat was refused, beside the table', async () => {
    renderPanel(line([wanda]));
    fireEvent.click(await screen.findByRole('button', { name: 'Seat Wanda Waits' }));
    const dialog = screen.getByRole('dialog', { name: 'Seat Wanda Waits' });
    answer(
      'post',
      '/api/owner/waitlist/1/seat',
      {
        errors: ['entry: This party is no longer on the waitlist'],
        details: [{ field: 'entry', code: 'waitlist.notInLine' }],
      },
      { status: 409 },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seat now' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Table')).toHaveAccessibleDescription(
        'This party is no longer on the waitlist',
      ),
    );
  });

  it('moves a party up the line and takes one off it', async () => {
    renderPanel(
      line([wanda, ben]),
      line([
        { ...ben, position: 1 },
        { ...wanda, position: 2 },
      ]),
    );
    const moved = answer('patch', '/api/owner/waitlist/2', { ...ben, position: 1 });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Ben up' }));
    await waitFor(() => expect(moved).toHaveLength(1));
    expect(moved[0]?.body).toEqual({ position: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Ben up' })).toBeDisabled());

    const removed = answer('delete', '/api/owner/waitlist/1', { ...wanda, status: 'left' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Wanda Waits from the waitlist' }));
    expect(await screen.findByText('Wanda Waits was taken off the waitlist.')).toBeInTheDocument();
    expect(removed).toHaveLength(1);
  });

  it('edits a party with its details filled in', async () => {
    renderPanel(line([wanda]), line([{ ...wanda, notes: 'Booster seat' }]));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Wanda Waits' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Wanda Waits' });
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('(213) 555-0142');
    expect(within(dialog).queryByText(/Quoted wait/)).not.toBeInTheDocument();
    const sent = answer('patch', '/api/owner/waitlist/1', { ...wanda, notes: 'Booster seat' });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Booster seat' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ notes: 'Booster seat', party_size: 3 });
    expect(await screen.findByText('Booster seat')).toBeInTheDocument();
  });

  it('writes the time a party was told on a 24-hour clock in Spanish', async () => {
    await loadLanguage('es');
    renderPanel(line([{ ...wanda, status: 'notified', notified_at: at('19:42') }]));
    expect(await screen.findByText('Avisado a las 19:42')).toBeInTheDocument();
    expect(screen.getByText('Espera 12 min')).toBeInTheDocument();
  });
});
