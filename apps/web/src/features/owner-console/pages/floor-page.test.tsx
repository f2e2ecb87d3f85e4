/** The floor page: the saved floor, edits sent with temporary ids, the review, the messages. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FloorInput } from '@tablefor/shared';
import { loadLanguage } from '@/i18n/i18n';
import { saveToken } from '@/lib/token-storage';
import { answer, type SentRequest } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { booked, conflict, ownedRestaurant, ownerUser } from '../test/owner-console-fixtures';
import { floorRefusal, floorSaved, savedFloor } from '../test/floor-fixtures';
import { FloorPage } from './floor-page';

const FLOOR = '/api/owner/restaurants/12/floor';

beforeEach(() => saveToken('owner-token', '2099-01-01T00:00:00.000Z'));
afterEach(() => loadLanguage('en'));

function renderFloor(floor = savedFloor()) {
  answer('get', '/api/owner/restaurants', { restaurants: [ownedRestaurant(12)] });
  answer('get', FLOOR, floor);
  renderWithProviders(<FloorPage />, {
    user: ownerUser,
    route: '/business/dashboard/floor?restaurant=12',
  });
}

const area = (name: string) => screen.findByRole('group', { name });
const table = (label: string) => screen.getByRole('group', { name: `Table ${label}` });
const review = () => fireEvent.click(screen.getByRole('button', { name: 'Review and save' }));
const bodyOf = (request: SentRequest | undefined) => request?.body as FloorInput;
const previews = (sent: SentRequest[]) => sent.filter((r) => r.path.endsWith('?dry_run=true'));
const saves = (sent: SentRequest[]) => sent.filter((r) => r.path === FLOOR);

describe('the floor page', () => {
  it('shows the saved floor: areas, tables, combinations, turn times and pacing', async () => {
    renderFloor();
    const dining = await area('Dining room');
    expect(within(dining).getByLabelText('Area name')).toHaveValue('Dining room');
    expect(dining).toHaveTextContent('3 tables · 12 seats');
    expect(within(table('2')).getByLabelText('Fewest guests')).toHaveValue(2);
    expect(within(table('2')).getByLabelText('Most guests')).toHaveValue(4);
    expect(within(table('2')).getByLabelText('Bookable online')).toBeChecked();
    expect(within(table('3')).getByLabelText('Bookable online')).not.toBeChecked();

    const combination = screen.getByRole('group', { name: 'Combination 1 + 2' });
    expect(within(combination).getByRole('checkbox', { name: '1' })).toBeChecked();
    expect(within(combination).getByRole('checkbox', { name: '3' })).not.toBeChecked();
    const lastLine = screen.getByRole('group', { name: 'Parties up to 6, and larger ones' });
    expect(within(lastLine).getByLabelText('Minutes')).toHaveValue(120);
    expect(screen.getByRole('radio', { name: 'Limit them' })).toBeChecked();
    expect(screen.getByLabelText('Most guests starting every 15 minutes')).toHaveValue(20);

    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: 'Console pages' });
    expect(within(tabs).getByRole('link', { name: "The day's book" })).toHaveAttribute(
      'href',
      '/business/dashboard?restaurant=12',
    );
    expect(within(tabs).getByRole('link', { name: 'Floor and service' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('sends a table in a new area with negative ids, shows the review, then saves', async () => {
    renderFloor();
    await area('Dining room');
    fireEvent.click(screen.getByRole('button', { name: 'Add area' }));
    const fresh = screen.getByRole('group', { name: 'New area' });
    expect(within(fresh).getByLabelText('Area name')).toHaveFocus();
    fireEvent.change(within(fresh).getByLabelText('Area name'), { target: { value: 'Terrace' } });
    const terrace = screen.getByRole('group', { name: 'Terrace' });
    fireEvent.click(within(terrace).getByRole('button', { name: 'Add table' }));
    const added = table('4');
    fireEvent.change(within(added).getByLabelText('Label'), { target: { value: 'T1' } });
    fireEvent.change(within(table('T1')).getByLabelText('Most guests'), {
      target: { value: '4' },
    });
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    const saved = savedFloor({
      areas: [...savedFloor().areas, { id: 2, name: 'Terrace' }],
      tables: [
        ...savedFloor().tables,
        { id: 13, label: 'T1', area_id: 2, min_covers: 1, max_covers: 4, online: true },
      ],
    });
    const sent = answer('put', FLOOR, floorSaved(saved));
    review();

    const dialog = await screen.findByRole('dialog', { name: 'Review your changes' });
    expect(
      await within(dialog).findByText('Every upcoming reservation still has a table that fits.'),
    ).toBeInTheDocument();
    const preview = bodyOf(previews(sent)[0]);
    expect(preview.areas).toEqual([
      { id: 1, name: 'Dining room' },
      { id: -1, name: 'Terrace' },
    ]);
    expect(preview.tables.at(-1)).toEqual({
      id: -2,
      label: 'T1',
      area_id: -1,
      min_covers: 1,
      max_covers: 4,
      online: true,
    });
    expect(preview.move_reservations).toBe(false);
    expect(saves(sent)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save floor' }));
    expect(await screen.findByText('Your floor is saved.')).toBeInTheDocument();
    expect(bodyOf(saves(sent)[0])).toEqual(preview);
    expect(screen.getByText('No unsaved changes')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the reservations the edit would leave without a fitting table, before saving', async () => {
    renderFloor();
    await area('Dining room');
    fireEvent.change(within(table('3')).getByLabelText('Most guests'), {
      target: { value: '4' },
    });
    const sent = answer(
      'put',
      FLOOR,
      floorSaved(savedFloor(), [
        conflict(booked(8, { guest_name: 'Gil Sato', party_size: 6 }), 'table_too_small'),
      ]),
    );
    review();
    const dialog = await screen.findByRole('dialog', { name: 'Review your changes' });
    expect(
      await within(dialog).findByText('1 upcoming reservation will need your attention:'),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Wed, Jul 1 at 7:00 PM, Gil Sato · 6 guests');
    expect(dialog).toHaveTextContent('Its table no longer seats this party');
    expect(previews(sent)).toHaveLength(1);
    expect(saves(sent)).toEqual([]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves(sent)).toEqual([]);
  });

  it('asks whether to move the reservations of a removed booked table, and sends the choice', async () => {
    renderFloor();
    await area('Dining room');
    fireEvent.click(screen.getByRole('button', { name: 'Remove table 3' }));
    expect(screen.queryByRole('group', { name: 'Table 3' })).not.toBeInTheDocument();
    const refused = answer('put', FLOOR, floorRefusal('tables', 'floor.removedTableBooked'), {
      status: 400,
      once: true,
    });
    review();

    const ask = await screen.findByRole('dialog', { name: 'Move their reservations?' });
    expect(bodyOf(refused[0]).move_reservations).toBe(false);
    const sent = answer('put', FLOOR, floorSaved());
    fireEvent.click(within(ask).getByRole('button', { name: 'Move reservations' }));

    const dialog = await screen.findByRole('dialog', { name: 'Review your changes' });
    expect(
      await within(dialog).findByText(
        'Reservations at the tables you removed will be moved to other tables that fit.',
      ),
    ).toBeInTheDocument();
    expect(bodyOf(previews(sent)[0]).move_reservations).toBe(true);
    expect(bodyOf(previews(sent)[0]).tables.map((t) => t.id)).toEqual([10, 11]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save floor' }));
    await waitFor(() => expect(saves(sent)).toHaveLength(1));
    expect(bodyOf(saves(sent)[0]).move_reservations).toBe(true);
  });

  it("checks the shared schema's rules before asking the API", async () => {
    renderFloor();
    await area('Dining room');
    const min = within(table('1')).getByLabelText('Fewest guests');
    fireEvent.change(min, { target: { value: '3' } });
    review();
    expect(await screen.findByText('Please correct the marked fields.')).toBeInTheDocument();
    expect(min).toHaveAccessibleDescription('The fewest guests must not be more than the most');
    expect(min).toHaveFocus();
    // No handler answers the PUT: a request would fail the test.
    fireEvent.change(min, { target: { value: '1' } });
    expect(min).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['en', 'Two tables have this label', 'Review and save', 'Table 2', 'Label'],
    ['es', 'Dos mesas tienen este nombre', 'Revisar y guardar', 'Mesa 2', 'Nombre'],
  ] as const)(
    "shows the API's message beside its field (%s)",
    async (language, message, reviewName, tableName, labelName) => {
      await loadLanguage(language);
      renderFloor();
      const second = await screen.findByRole('group', { name: tableName });
      fireEvent.change(within(second).getByLabelText(labelName), { target: { value: '1' } });
      answer('put', FLOOR, floorRefusal('tables.1.label', 'floor.tableLabelTaken'), {
        status: 400,
      });
      fireEvent.click(screen.getByRole('button', { name: reviewName }));
      const label = within(
        screen.getAllByRole('group', { name: language === 'en' ? 'Table 1' : 'Mesa 1' })[1]!,
      ).getByLabelText(labelName);
      await waitFor(() => expect(label).toHaveAccessibleDescription(message));
      expect(label).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );
});
