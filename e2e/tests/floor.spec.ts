/**
 * The restaurant's floor: the owner lays out an area of tables on 'Floor and service', the public
 * pages offer online only the parties those tables seat, a booking takes a table, and removing
 * that table asks whether to move its reservation, which then needs the owner's attention.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInWithToken, signUpThroughApi, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { removeListing } from './support/claims.ts';
import { ownedListing } from './support/owners.ts';

/** Four days ahead: in the future in the restaurant's zone, inside every window. */
const DAY = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
const TOO_LARGE =
  'Tables here seat parties of up to 6 online. For a larger party, please call the restaurant.';

type Booked = { id: number; local_date: string; local_time: string };

/** A diner books a party of five through the API, in the evening of DAY in Los Angeles. */
async function bookPartyOfFive(request: APIRequestContext, restaurantId: number) {
  const diner = await signUpThroughApi(request);
  const response = await request.post(`/api/restaurants/${restaurantId}/reservations`, {
    headers: { Authorization: `Bearer ${diner.token}` },
    data: { party_size: 5, reservation_time: `${DAY} 03:00:00`, contact_method: 'chat' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { diner, booked: (await response.json()) as Booked };
}

/** Removes every table, combination and area the listing started with: a floor known to the test. */
async function clearFloor(page: Page) {
  for (const name of [/^Remove table /, /^Remove combination/, /^Remove area /]) {
    const buttons = page.getByRole('button', { name });
    while ((await buttons.count()) > 0) await buttons.first().click();
  }
}

async function addTable(
  area: ReturnType<Page['getByRole']>,
  page: Page,
  table: { label: string; fewest: string; most: string; online: boolean },
) {
  const labels = area.getByLabel('Label', { exact: true });
  const before = await labels.count();
  await area.getByRole('button', { name: 'Add table' }).click();
  // The new table (the area's last) comes with a suggested label, its field focused.
  await expect(labels).toHaveCount(before + 1);
  const label = labels.last();
  await expect(label).toBeFocused();
  await label.fill(table.label);
  const row = page.getByRole('group', { name: `Table ${table.label}` });
  await row.getByLabel('Fewest guests').fill(table.fewest);
  await row.getByLabel('Most guests').fill(table.most);
  const online = row.getByLabel('Bookable online');
  if ((await online.isChecked()) !== table.online) await online.click();
}

async function reviewAndSave(page: Page) {
  await page.getByRole('button', { name: 'Review and save' }).click();
  return page.getByRole('dialog', { name: 'Review your changes' });
}

test('an owner lays out the floor; the public pages and the book follow it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000); // a whole journey: the console, two public pages, a booking, the book
  const { listing, owner } = await ownedListing(request, 'Floor Plan Bistro');
  try {
    await signInWithToken(page, owner);
    await page.goto('/business/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Floor Plan Bistro' })).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Console pages' })
      .getByRole('link', { name: 'Floor and service' })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/business/dashboard/floor\\?restaurant=${listing.id}$`),
    );
    await expect(page.getByRole('heading', { name: 'Areas and tables' })).toBeVisible();
    await expect(page.getByText('No unsaved changes')).toBeVisible();

    // A patio of two tables, one of them kept for the host; no pacing.
    await clearFloor(page);
    await page.getByRole('button', { name: 'Add area' }).click();
    await page.getByLabel('Area name').fill('Patio');
    const patio = page.getByRole('group', { name: 'Patio' });
    await addTable(patio, page, { label: 'P1', fewest: '1', most: '6', online: true });
    await addTable(patio, page, { label: 'P2', fewest: '1', most: '4', online: false });
    await page.getByRole('radio', { name: 'No limit' }).check();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await expectNoAxeViolations(page);

    const review = await reviewAndSave(page);
    await expect(
      review.getByText('Every upcoming reservation still has a table that fits.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await review.getByRole('button', { name: 'Save floor' }).click();
    await expect(page.getByText('Your floor is saved.')).toBeVisible();
    await expect(page.getByText('No unsaved changes')).toBeVisible();

    // Saved as laid out: a reload shows it again.
    await page.reload();
    const p1 = page.getByRole('group', { name: 'Table P1' });
    await expect(p1.getByLabel('Most guests')).toHaveValue('6');
    await expect(
      page.getByRole('group', { name: 'Table P2' }).getByLabel('Bookable online'),
    ).not.toBeChecked();
    await expect(page.getByRole('radio', { name: 'No limit' })).toBeChecked();

    // Online, a party larger than P1 is told to call; a party of five finds times.
    const guest = await (await browser.newContext()).newPage();
    await guest.goto(`/restaurants/${listing.id}?partySize=8`);
    await expect(guest.getByText(TOO_LARGE)).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Find a time' })).toHaveCount(0);
    await guest.goto(`/restaurants/${listing.id}/reservations?date=${DAY}&time=19:00&partySize=8`);
    await expect(guest.getByText(TOO_LARGE)).toBeVisible();
    await expect(guest.getByRole('list', { name: /Times on/ })).toHaveCount(0);
    await guest.getByLabel('Party size').selectOption('5');
    await expect(guest.getByRole('list', { name: /Times on/ })).toBeVisible();
    await guest.context().close();

    // A party of five can only sit at P1: the book says so.
    const { booked } = await bookPartyOfFive(request, listing.id);
    await page.goto(`/business/dashboard?restaurant=${listing.id}&date=${booked.local_date}`);
    const book = page.getByRole('region', { name: "The day's book" });
    await expect(book.getByRole('article')).toContainText('Table P1');

    // Removing P1 asks about its reservation; moved nowhere (P2 seats four), it needs attention.
    await page.goto(`/business/dashboard/floor?restaurant=${listing.id}`);
    await page.getByRole('button', { name: 'Remove table P1' }).click();
    await page.getByRole('button', { name: 'Review and save' }).click();
    const ask = page.getByRole('dialog', { name: 'Move their reservations?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Move reservations' }).click();
    const moved = page.getByRole('dialog', { name: 'Review your changes' });
    await expect(
      moved.getByText(
        'Reservations at the tables you removed will be moved to other tables that fit.',
      ),
    ).toBeVisible();
    await expect(moved.getByText('1 upcoming reservation will need your attention:')).toBeVisible();
    await expect(moved.getByRole('listitem')).toContainText('No table could take this party');
    await moved.getByRole('button', { name: 'Save floor' }).click();
    await expect(
      page.getByText('Your floor is saved. 1 reservation needs your attention in the console.'),
    ).toBeVisible();
    await expect(page.getByRole('group', { name: 'Table P1' })).toHaveCount(0);

    // A label twice is refused beside the field, before anything is saved.
    const patioAgain = page.getByRole('group', { name: 'Patio' });
    await patioAgain.getByRole('button', { name: 'Add table' }).click();
    await patioAgain.getByLabel('Label', { exact: true }).last().fill('P2');
    await page.getByRole('button', { name: 'Review and save' }).click();
    await expect(page.getByText('Please correct the marked fields.')).toBeVisible();
    const twice = page.getByRole('group', { name: 'Table P2' }).last().getByLabel('Label');
    await expect(twice).toHaveAccessibleDescription('Two tables have this label');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(page.getByText('No unsaved changes')).toBeVisible();

    // Back in the book: the party holds no table, and the console asks to handle it.
    await page
      .getByRole('navigation', { name: 'Console pages' })
      .getByRole('link', { name: "The day's book" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/business/dashboard\\?restaurant=${listing.id}$`));
    await page.goto(`/business/dashboard?restaurant=${listing.id}&date=${booked.local_date}`);
    await expect(book.getByRole('article')).toContainText('No table');
    const attention = page.getByRole('region', { name: /Needs attention/ });
    await expect(attention).toContainText('No table could take this party');
    await expectNoAxeViolations(page);
  } finally {
    await removeListing(request, listing.id);
  }
});

test('the floor page speaks Spanish', async ({ page, request }) => {
  const { listing, owner } = await ownedListing(request, 'Sala Cantina');
  try {
    await signInWithToken(page, owner);
    await page.addInitScript(() => localStorage.setItem('language', 'es'));
    await page.goto(`/business/dashboard/floor?restaurant=${listing.id}`);
    await expect(page.getByRole('heading', { name: 'Zonas y mesas' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Páginas de la consola' }).getByRole('link', {
        name: 'Sala y servicio',
      }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('No hay cambios sin guardar')).toBeVisible();
    await page.getByRole('button', { name: 'Añadir zona' }).click();
    await page.getByRole('button', { name: 'Revisar y guardar' }).click();
    // The new area has no name: the shared message, in Spanish, beside the field.
    await expect(page.getByLabel('Nombre de la zona').last()).toHaveAccessibleDescription(
      'Ponle a la zona un nombre de como máximo 40 caracteres',
    );
    await expectNoAxeViolations(page);
  } finally {
    await removeListing(request, listing.id);
  }
});

test.describe('screens', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');

  for (const language of ['en', 'es'] as const) {
    for (const width of [375, 1280]) {
      test(`the floor page and the book, ${language} at ${width} px`, async ({ page, request }) => {
        const { listing, owner } = await ownedListing(request, `Screens ${language} ${width}`);
        try {
          const { booked } = await bookPartyOfFive(request, listing.id);
          await page.setViewportSize({ width, height: 900 });
          await signInWithToken(page, owner);
          await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
          const shot = (name: string) =>
            page.screenshot({ path: `${folder}/${name}-${language}-${width}.png`, fullPage: true });
          await page.goto(`/business/dashboard/floor?restaurant=${listing.id}`);
          await expect(
            page.getByRole('button', { name: /^(Add area|Añadir zona)$/ }),
          ).toBeVisible();
          await shot('floor');
          await page.goto(`/business/dashboard?restaurant=${listing.id}&date=${booked.local_date}`);
          await page.waitForLoadState('networkidle');
          await shot('day-book');
        } finally {
          await removeListing(request, listing.id);
        }
      });
    }
  }
});
