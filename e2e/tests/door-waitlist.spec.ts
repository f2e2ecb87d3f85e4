/**
 * The door waitlist at the host stand: an owner adds a party, seen quoted before saving, tells
 * it its table is ready (the e-mail lands in the development mailbox) and seats it: its block
 * appears on the timeline and it leaves the line.
 */
import type { Page } from '@playwright/test';
import { expect, signInWithToken, test, type ApiSession } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailTo, removeListing } from './support/claims.ts';
import { busyTimeline, serveTimeline } from './support/host-stand-screens.ts';
import { ownedListing } from './support/owners.ts';
import { serveWaitlist, waitingParties } from './support/waitlist-screens.ts';

async function openHostStand(page: Page, owner: ApiSession, restaurantId: number) {
  await signInWithToken(page, owner);
  await page.goto(`/business/dashboard/host?restaurant=${restaurantId}`);
  await expect(page.getByRole('status').filter({ hasText: /^(Live|En directo)$/ })).toBeVisible();
}

test('a host adds a party to the waitlist, tells it its table is ready and seats it', async ({
  page,
  request,
}) => {
  const { listing, owner } = await ownedListing(request, 'Door waitlist');
  try {
    await openHostStand(page, owner, listing.id);
    const panel = page.getByRole('region', { name: /^Waitlist/ });
    await expect(panel.getByText(/Nobody is waiting/)).toBeVisible();
    await panel.getByRole('button', { name: 'Add to waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to waitlist' });
    await dialog.getByLabel('Name').fill('Wanda Waits');
    await dialog.getByLabel('Party size').fill('2');
    // The restaurant is empty: a table seats two now.
    await expect(dialog.getByText('Quoted wait: a table is free now')).toBeVisible();
    const email = `wanda-${Date.now()}@example.com`;
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Notes').fill('By the window');
    await dialog.getByRole('button', { name: 'Add to waitlist' }).click();
    await expect(dialog).toHaveCount(0);

    const row = panel.getByRole('listitem').filter({ hasText: 'Wanda Waits' });
    await expect(row).toContainText('Waiting 0 min');
    await expect(row).toContainText('Quoted table free');
    await expect(row).toContainText('By the window');
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: 'Table ready for Wanda Waits' }).click();
    await expect(panel.getByText('Wanda Waits was told their table is ready.')).toBeVisible();
    await expect(row).toContainText(/Told at \d{1,2}:\d{2} [AP]M/);
    await expect
      .poll(async () => (await mailTo(request, email, 'waitlist.ready')).map((m) => m.subject))
      .toEqual([`Your table at ${listing.name} is ready`]);

    await row.getByRole('button', { name: 'Seat Wanda Waits' }).click();
    const seat = page.getByRole('dialog', { name: 'Seat Wanda Waits' });
    const suggested = await seat.getByLabel('Table').locator('option:checked').textContent();
    await seat.getByRole('button', { name: 'Seat now' }).click();
    const label = /Table (\S+)/.exec(suggested ?? '')?.[1] ?? '';
    await expect(panel.getByText(`Wanda Waits seated at table ${label}.`)).toBeVisible();
    await expect(
      page.getByRole('button', {
        name: new RegExp(`^Table ${label}, .*Wanda Waits, 2 guests, Seated$`),
      }),
    ).toBeVisible();
    await expect(panel.getByText(/Nobody is waiting/)).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await removeListing(request, listing.id);
  }
});

/** Waits until a dialog's fade-in has ended, so the picture shows it as it stays. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

test.describe('screens', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');

  for (const language of ['en', 'es'] as const) {
    for (const width of [375, 768, 1280]) {
      test(`the waitlist, ${language} at ${width} px`, async ({ page, request }) => {
        const { listing, owner } = await ownedListing(request, `Waitlist ${language} ${width}`);
        try {
          await serveTimeline(page, await busyTimeline(request, listing.id, owner.token));
          await serveWaitlist(page, waitingParties(listing.id));
          await page.setViewportSize({ width, height: 900 });
          await page.addInitScript((lang) => {
            localStorage.setItem('language', lang);
            sessionStorage.setItem('locationBannerDismissed', 'true');
          }, language);
          await openHostStand(page, owner, listing.id);
          const panel = page.getByRole('region', { name: /^(Waitlist|Lista de espera)/ });
          await expect(panel.getByRole('listitem')).toHaveCount(4);
          // Clipped from the whole page, so the sticky header does not cover the panel's top.
          const box = await panel.boundingBox();
          const scroll = await page.evaluate(() => window.scrollY);
          await page.screenshot({
            path: `${folder}/waitlist-${language}-${width}.png`,
            fullPage: true,
            clip: { x: 0, y: (box?.y ?? 0) + scroll - 16, width, height: (box?.height ?? 0) + 32 },
          });
          await expectNoAxeViolations(page);
          await panel
            .getByRole('button', { name: /^(Add to waitlist|Añadir a la lista)$/ })
            .click();
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel(/^(Party size|Comensales)$/).fill('4');
          await expect(dialog.getByText(/~25 min/)).toBeVisible();
          await settled(page);
          await page.screenshot({ path: `${folder}/waitlist-add-${language}-${width}.png` });
        } finally {
          await removeListing(request, listing.id);
        }
      });
    }
  }
});
