/** The host stand: the timeline from the API and its stream, a block's dialog, a move, a walk-in. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { saveToken } from '@/lib/token-storage';
import { answer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { clearWindowWidth, mockWindowWidth } from '@/test/window-width';
import { ownedRestaurant, ownerUser } from '../test/owner-console-fixtures';
import { at, onTimeline, timeline } from '../test/host-stand-fixtures';
import { streamTimelines } from '../test/timeline-stream-server';
import { HostStandPage } from './host-stand-page';

const TIMELINE = '/api/owner/restaurants/12/timeline';
const STREAM = '/api/owner/restaurants/12/timeline/stream';

const emma = onTimeline(7, {
  guest_name: 'Emma Wilson',
  time: '19:00',
  tables: [4],
  party_size: 4,
  status: 'seated',
  started: true,
  visits: 3,
  no_shows: 1,
  chat_notes: 'Window seat, a birthday',
});
const liam = onTimeline(8, { guest_name: 'Liam Chen', time: '19:30', tables: [2], party_size: 2 });
const day = timeline({ reservations: [emma, liam] });

beforeEach(() => {
  saveToken('owner-token', '2099-01-01T00:00:00.000Z');
  // Only the clock: the page's today is the fixture's day, at 19:20 there.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at('19:20')));
});
afterEach(() => {
  vi.useRealTimers();
  loadLanguage('en');
});

function renderHostStand(data = day) {
  answer('get', '/api/owner/restaurants', { restaurants: [ownedRestaurant(12)] });
  answer('get', TIMELINE, data);
  answer('get', '/api/owner/restaurants/12/waitlist', { now: at('19:20'), entries: [] });
  const stream = streamTimelines(STREAM);
  renderWithProviders(<HostStandPage />, {
    user: ownerUser,
    route: '/business/dashboard/host?restaurant=12',
  });
  return stream;
}

const block = (name: string) => screen.findByRole('button', { name });
const EMMA = 'Table 12, 7:00 PM, Emma Wilson, 4 guests, Seated';
const LIAM = 'Table 2, 7:30 PM, Liam Chen, 2 guests, Confirmed';

describe('the host stand', () => {
  it('shows the day table by table under its areas, with named blocks and the summary', async () => {
    renderHostStand();
    expect(await block(EMMA)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LIAM })).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Timeline by table' });
    expect(within(grid).getByRole('heading', { name: 'Dining room' })).toBeInTheDocument();
    expect(within(grid).getByRole('heading', { name: 'Terrace' })).toBeInTheDocument();
    expect(within(grid).getByText('Now, 7:20 PM')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Service now' });
    expect(within(summary).getByText('Free tables now').nextSibling).toHaveTextContent('4 / 5');
    expect(
      within(summary).getByRole('button', { name: '7:30 PM Liam Chen (2)' }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Console pages' });
    expect(within(tabs).getByRole('link', { name: 'Host stand' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('replaces its data with each frame of the stream, and says when it is offline', async () => {
    const stream = renderHostStand();
    await block(EMMA);
    const noah = onTimeline(9, {
      guest_name: 'Noah Park',
      time: '20:00',
      tables: [5],
      party_size: 2,
    });
    stream.send(timeline({ reservations: [emma, noah] }));
    expect(await block('Table T1, 8:00 PM, Noah Park, 2 guests, Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: LIAM })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    stream.drop();
    await waitFor(() => expect(screen.getByText('Offline — reconnecting...')).toBeInTheDocument());
  });

  it('opens a block: contact, notes, history, outcomes and the tables free to move to', async () => {
    renderHostStand();
    fireEvent.click(await block(EMMA));
    const dialog = screen.getByRole('dialog', { name: 'Emma Wilson' });
    expect(dialog).toHaveTextContent('7:00 PM – 8:30 PM');
    expect(dialog).toHaveTextContent('Window seat, a birthday');
    expect(dialog).toHaveTextContent('3 visits');
    expect(dialog).toHaveTextContent('1 no-show');
    expect(within(dialog).getByRole('button', { name: 'Completed' })).toBeInTheDocument();
    const select = within(dialog).getByLabelText('Free for this turn');
    // Table 2 is Liam's from 19:30, inside Emma's turn; T1 and 1 are too small.
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Table 3 · up to 4',
    ]);
  });

  it('moves a booking to the chosen table, and shows a refusal without changing anything', async () => {
    renderHostStand();
    fireEvent.click(await block(LIAM));
    const dialog = screen.getByRole('dialog', { name: 'Liam Chen' });
    const select = within(dialog).getByLabelText('Free for this turn');
    fireEvent.change(select, { target: { value: '5' } });
    const refused = answer(
      'post',
      '/api/owner/reservations/8/table',
      {
        errors: ['table_ids: taken'],
        details: [{ field: 'table_ids', code: 'floor.tablesTaken' }],
      },
      { status: 409, once: true },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(refused).toHaveLength(1));
    expect(refused[0]?.body).toEqual({ table_ids: [5] });
    expect(
      await within(dialog).findByText('Those tables are taken at that time'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LIAM })).toBeInTheDocument();

    const moved = answer('post', '/api/owner/reservations/8/table', { ...liam, table_ids: [5] });
    answer(
      'get',
      TIMELINE,
      timeline({ reservations: [emma, { ...liam, table_ids: [5], table_labels: ['T1'] }] }),
    );
    fireEvent.submit(within(dialog).getByRole('form', { name: 'Move to another table or time' }));
    expect(await screen.findByText('Liam Chen moved to table T1.')).toBeInTheDocument();
    expect(moved[0]?.body).toEqual({ table_ids: [5] });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves an upcoming booking to another time, where its own table counts as free', async () => {
    renderHostStand();
    fireEvent.click(await block(LIAM));
    const dialog = screen.getByRole('dialog', { name: 'Liam Chen' });
    const time = within(dialog).getByLabelText('Time');
    expect(time).toHaveFocus();
    fireEvent.change(time, { target: { value: String(21 * 60) } });
    // From 21:00 table 12 is free of Emma (she leaves at 20:30) and table 2 is Liam's own.
    const tables = within(dialog).getByLabelText('Free for this turn');
    expect([...tables.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Table 1 · up to 2',
      'Table T1 · up to 2',
      'Table 2 · up to 4',
      'Table 3 · up to 4',
      'Table 12 · up to 6',
      'Table 2 + 3 · up to 8',
    ]);
    fireEvent.change(tables, { target: { value: '2' } });
    const moved = answer('post', '/api/owner/reservations/8/table', liam);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Liam Chen moved to table 2 at 9:00 PM.')).toBeInTheDocument();
    expect(moved[0]?.body).toEqual({ table_ids: [2], reservation_time: at('21:00') });
  });

  it('moves a party by dragging its block onto the row of a table free for its turn', async () => {
    renderHostStand();
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    const row = (label: string) => document.querySelector(`[data-table="${label}"]`) as Element;
    fireEvent.dragStart(await block(LIAM), { dataTransfer });
    // Table 12 is Emma's until 20:30; table 3 is free for Liam's turn.
    expect(row('12').className).not.toMatch(/dropTarget/);
    expect(row('3').className).toMatch(/dropTarget/);
    const moved = answer('post', '/api/owner/reservations/8/table', { ...liam, table_ids: [3] });
    fireEvent.dragOver(row('3'), { dataTransfer });
    fireEvent.drop(row('3'), { dataTransfer });
    expect(await screen.findByText('Liam Chen moved to table 3.')).toBeInTheDocument();
    expect(moved[0]?.body).toEqual({ table_ids: [3] });
  });

  it('seats a walk-in at the suggested table, with errors beside the fields', async () => {
    renderHostStand();
    await block(EMMA);
    fireEvent.click(screen.getByRole('button', { name: 'Seat walk-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Seat a walk-in' });
    const party = within(dialog).getByLabelText('Party size');
    fireEvent.change(party, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seat now' }));
    expect(party).toHaveAccessibleDescription('Party size must be a whole number from 1 to 30');

    fireEvent.change(party, { target: { value: '2' } });
    // Tables 1 and T1 seat two and are free now: the first of the smallest is suggested.
    const table = within(dialog).getByLabelText('Table');
    expect(table).toHaveValue('1');
    const refused = answer(
      'post',
      '/api/owner/restaurants/12/walk-ins',
      {
        errors: ['party_size: none'],
        details: [{ field: 'party_size', code: 'hostStand.noTableNow' }],
      },
      { status: 409, once: true },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seat now' }));
    await waitFor(() =>
      expect(table).toHaveAccessibleDescription('No free table seats this party now'),
    );
    expect(refused[0]?.body).toEqual({ party_size: 2, table_ids: [1] });
    expect(party).not.toHaveAccessibleDescription();

    const seated = onTimeline(10, {
      guest_name: '',
      walk_in: true,
      tables: [1],
      party_size: 2,
      status: 'seated',
    });
    const sent = answer('post', '/api/owner/restaurants/12/walk-ins', seated, { status: 201 });
    fireEvent.change(within(dialog).getByLabelText('Name (optional)'), {
      target: { value: 'Ada' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Seat now' }));
    expect(await screen.findByText('Walk-in of 2 guests seated at table 1.')).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ party_size: 2, guest_name: 'Ada', table_ids: [1] });
  });

  it('lists each table with its reservations at 375 px, opening the same dialog', async () => {
    mockWindowWidth(375);
    try {
      renderHostStand();
      const list = await screen.findByRole('region', { name: 'Reservations by table' });
      expect(screen.queryByRole('region', { name: 'Timeline by table' })).not.toBeInTheDocument();
      const table12 = within(list).getByRole('region', { name: 'Table 12' });
      fireEvent.click(within(table12).getByRole('button', { name: EMMA }));
      expect(screen.getByRole('dialog', { name: 'Emma Wilson' })).toBeInTheDocument();
      expect(within(list).getByRole('region', { name: 'Table T1' })).toHaveTextContent(
        'Nothing booked.',
      );
    } finally {
      clearWindowWidth();
    }
  });

  it('writes times on a 24-hour clock in Spanish', async () => {
    await loadLanguage('es');
    renderHostStand();
    expect(await block('Mesa 12, 19:00, Emma Wilson, 4 comensales, Sentados')).toBeInTheDocument();
    expect(screen.getByText('Ahora, 19:20')).toBeInTheDocument();
  });
});
