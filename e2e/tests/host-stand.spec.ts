/**
 * The host stand: an owner's live timeline of tables. A host moves a booking by keyboard, seats a
 * walk-in, sees a booking made elsewhere appear within a second and a cancellation disappear.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInWithToken, signUpThroughApi, test, type ApiSession } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { removeListing } from './support/claims.ts';
import { busyTimeline, serveTimeline } from './support/host-stand-screens.ts';
import { ownedListing } from './support/owners.ts';

/** Four days ahead, 03:00 UTC: the evening before in Los Angeles, inside the listing's hours. */
const DAY = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);

type Booked = { id: number; local_date: string; local_time: string; table_labels?: string[] };

async function book(
  request: APIRequestContext,
  restaurantId: number,
  time = '03:00:00',
  party = 2,
) {
  const diner = await signUpThroughApi(request);
  const response = await request.post(`/api/restaurants/${restaurantId}/reservations`, {
    headers: { Authorization: `Bearer ${diner.token}` },
    data: { party_size: party, reservation_time: `${DAY} ${time}`, contact_method: 'chat' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { diner, booked: (await response.json()) as Booked };
}

/** The API's timeline route exists (it is built beside this page). */
async function hasTimeline(request: APIRequestContext, owner: ApiSession, restaurantId: number) {
  const response = await request.get(
    `/api/owner/restaurants/${restaurantId}/timeline?date=${DAY}`,
    {
      headers: { Authorization: `Bearer ${owner.token}` },
    },
  );
  return response.status() !== 404;
}

async function openHostStand(page: Page, owner: ApiSession, restaurantId: number, date?: string) {
  await signInWithToken(page, owner);
  await page.goto(
    `/business/dashboard/host?restaurant=${restaurantId}${date ? `&date=${date}` : ''}`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
}

test.describe('journeys', () => {
  test('a host moves a booking to another table by keyboard', async ({ page, request }) => {
    const { listing, owner } = await ownedListing(request, 'Host stand move');
    try {
      test.skip(
        !(await hasTimeline(request, owner, listing.id)),
        'the timeline API is not built yet',
      );
      const { diner, booked } = await book(request, listing.id);
      await openHostStand(page, owner, listing.id, booked.local_date);
      const block = page.getByRole('button', { name: new RegExp(`, ${diner.diner.firstName} `) });
      await block.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      // An upcoming booking may change time too: the time comes first, then the tables.
      await expect(dialog.getByLabel('Time', { exact: true })).toBeFocused();
      await page.keyboard.press('Tab');
      const select = dialog.getByLabel('Free for this turn');
      await expect(select).toBeFocused();
      const target = await select.locator('option').first().textContent();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Move' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: /moved to table/ })).toBeVisible();
      const label = /Table (\S+)/.exec(target ?? '')?.[1] ?? '';
      await expect(
        page.getByRole('button', {
          name: new RegExp(`^Table ${label}, .*${diner.diner.firstName}`),
        }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await removeListing(request, listing.id);
    }
  });

  test('a host seats a walk-in at the suggested table', async ({ page, request }) => {
    const { listing, owner } = await ownedListing(request, 'Host stand walk-in');
    try {
      test.skip(
        !(await hasTimeline(request, owner, listing.id)),
        'the timeline API is not built yet',
      );
      await openHostStand(page, owner, listing.id);
      await page.getByRole('button', { name: 'Seat walk-in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Seat a walk-in' });
      await dialog.getByLabel('Party size').fill('2');
      await dialog.getByLabel('Name (optional)').fill('Ada');
      await dialog.getByRole('button', { name: 'Seat now' }).click();
      await expect(page.getByText(/^Walk-in of 2 guests seated at table \S+\.$/)).toBeVisible();
      await expect(page.getByRole('button', { name: /, Ada, 2 guests, Seated$/ })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      await removeListing(request, listing.id);
    }
  });

  test('a booking made elsewhere appears within a second, and a cancellation disappears', async ({
    page,
    request,
  }) => {
    const { listing, owner } = await ownedListing(request, 'Host stand live');
    try {
      test.skip(
        !(await hasTimeline(request, owner, listing.id)),
        'the timeline API is not built yet',
      );
      const first = await book(request, listing.id);
      await openHostStand(page, owner, listing.id, first.booked.local_date);
      const second = await book(request, listing.id, '03:30:00', 4);
      // Every test diner has the same name: the party of four is the second booking.
      const name = new RegExp(`, ${second.diner.diner.firstName} \\S+, 4 guests, `);
      await expect(page.getByRole('button', { name })).toBeVisible({ timeout: 1_000 });
      const cancelled = await request.delete(`/api/reservations/${second.booked.id}`, {
        headers: { Authorization: `Bearer ${second.diner.token}` },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
      await expect(page.getByRole('button', { name })).toHaveCount(0, { timeout: 1_000 });
      await expectNoAxeViolations(page);
    } finally {
      await removeListing(request, listing.id);
    }
  });
});

/** Waits until a dialog's fade-in has ended, so the picture shows it as it stays. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

test.describe('screens', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');

  for (const language of ['en', 'es'] as const) {
    for (const width of [375, 768, 1280]) {
      test(`the host stand, ${language} at ${width} px`, async ({ page, request }) => {
        const { listing, owner } = await ownedListing(request, `Host screens ${language} ${width}`);
        try {
          await serveTimeline(page, await busyTimeline(request, listing.id, owner.token));
          await page.setViewportSize({ width, height: 900 });
          await signInWithToken(page, owner);
          await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
          await page.goto(`/business/dashboard/host?restaurant=${listing.id}`);
          await expect(
            page.getByRole('status').filter({ hasText: /^(Live|En directo)$/ }),
          ).toBeVisible();
          const shot = (name: string) =>
            page.screenshot({ path: `${folder}/${name}-${language}-${width}.png`, fullPage: true });
          await shot('host-stand');
          await expectNoAxeViolations(page);
          // A seated party: its outcomes, notes, history and the tables it may move to.
          await page
            .getByRole('button', { name: /Liam Chen/ })
            .first()
            .click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await settled(page);
          await page.screenshot({
            path: `${folder}/host-stand-reservation-${language}-${width}.png`,
          });
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
          await page.getByRole('button', { name: /^(Seat walk-in|Sentar sin reserva)$/ }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await settled(page);
          await page.screenshot({ path: `${folder}/host-stand-walk-in-${language}-${width}.png` });
        } finally {
          await removeListing(request, listing.id);
        }
      });
    }
  }
});
