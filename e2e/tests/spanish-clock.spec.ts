/**
 * Spanish reads as Spanish: 24-hour times on the booking page's slots, weekday names and hours
 * from the structured weekly hours on the restaurant page, and the confirmation e-mail written in
 * Spanish with 19:00 as the development mailbox shows it. With SCREENSHOTS_DIR set, each is
 * photographed at 375 and 1280 px.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInWithToken, signUpThroughApi, test } from './fixtures.ts';
import { adminToken } from './support/admin-account.ts';
import { createClaimableListing, mailTo, removeListing } from './support/claims.ts';
import { LA_ZONE, laDayAhead } from './support/la-clock.ts';

async function shoot(page: Page, name: string) {
  const folder = process.env.SCREENSHOTS_DIR;
  if (!folder) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(folder, `${name}-es-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('en español: horas de 24 horas, días de la semana y el correo de confirmación', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const listing = await createClaimableListing(request, `Cocina Reloj ${Date.now()}`);
  try {
    const date = laDayAhead(5);
    const diner = await signUpThroughApi(request);
    await signInWithToken(page, diner);
    await page.addInitScript(() => localStorage.setItem('language', 'es'));

    // The restaurant page: its hours by weekday, in Spanish, on the 24-hour clock.
    await page.goto(`/restaurants/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.name);
    // Every day 17:00-22:00, read from the weekly hours (the stored text says 'Mon-Sun 5:00 pm').
    const everyDay = page.getByRole('listitem').filter({ hasText: /lun\W+dom/ });
    await expect(everyDay).toContainText(/17:00\W+22:00/);
    await expect(page.locator('main')).not.toContainText(/5:00\s?pm/i);
    await shoot(page, 'restaurant-hours');

    // The booking page's slots: 19:00, never 7:00 PM.
    await page.goto(`/restaurants/${listing.id}/reservations?date=${date}&time=19:00&partySize=2`);
    const slots = page.getByRole('list', { name: /Horas del/ });
    await expect(slots.getByRole('button', { name: /19:00/ }).first()).toBeVisible();
    await expect(slots).not.toContainText(/PM|AM/);
    await shoot(page, 'booking-slots');

    // A booking made in Spanish is confirmed in Spanish, at 19:00.
    const booked = await request.post(`/api/restaurants/${listing.id}/reservations`, {
      headers: { Authorization: `Bearer ${diner.token}`, 'Accept-Language': 'es' },
      data: {
        party_size: 2,
        reservation_time: await page.evaluate(
          ([day, zone]) => {
            // The instant whose Los Angeles wall clock reads day 19:00.
            const wall = Date.parse(`${day}T19:00:00Z`);
            let guess = wall;
            for (let i = 0; i < 2; i += 1) {
              const text = new Date(guess).toLocaleString('sv-SE', { timeZone: zone });
              guess += wall - Date.parse(`${text.replace(' ', 'T')}Z`);
            }
            return new Date(guess).toISOString();
          },
          [date, LA_ZONE] as const,
        ),
        contact_method: 'chat',
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    let letter: { subject: string; text: string } | undefined;
    await expect
      .poll(
        async () => {
          [letter] = await mailTo(request, diner.diner.email, 'reservation.confirmed');
          return letter?.subject;
        },
        { timeout: 15_000 },
      )
      .toBe(`Tu mesa en ${listing.name} está reservada`);
    expect(letter?.text).toContain('19:00');
    expect(letter?.text).not.toMatch(/7:00\s?PM/i);

    // The development mailbox shows it to an administrator reading in Spanish.
    const token = await adminToken(request);
    const admin = await page.context().newPage();
    await admin.addInitScript(
      ({ value }) => {
        localStorage.setItem('token', value);
        localStorage.setItem('expires_at', new Date(Date.now() + 3_600_000).toISOString());
        localStorage.setItem('language', 'es');
      },
      { value: token },
    );
    await admin.goto('/admin/dashboard?view=mailbox');
    await expect(
      admin.getByText(`Tu mesa en ${listing.name} está reservada`).first(),
    ).toBeVisible();
    await shoot(admin, 'mailbox');
  } finally {
    await removeListing(request, listing.id);
  }
});
