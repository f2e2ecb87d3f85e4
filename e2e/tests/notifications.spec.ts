/**
 * The bell, as a diner meets it: a booking, the restaurant cancels it, and the top bar's bell
 * counts both; opening the cancellation marks it read, 'Mark all as read' the rest. In English
 * and in Spanish (24-hour times). With SCREENSHOTS_DIR set, the open bell is photographed at 375
 * and 1280 px in both languages.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInWithToken, signUpThroughApi, test, type ApiSession } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { adminHeaders } from './support/admin-account.ts';
import { createClaimableListing, removeListing } from './support/claims.ts';
import { laDayAhead, laInstant } from './support/la-clock.ts';

/** A diner's booking at 19:30 that the restaurant then cancels: two notifications. */
async function bookedAndCancelled(request: APIRequestContext, name: string) {
  const listing = await createClaimableListing(request, `${name} ${Date.now()}`);
  const diner = await signUpThroughApi(request);
  const booked = await request.post(`/api/restaurants/${listing.id}/reservations`, {
    headers: { Authorization: `Bearer ${diner.token}` },
    data: {
      party_size: 2,
      reservation_time: laInstant(laDayAhead(4), '19:30'),
      contact_method: 'chat',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  const cancelled = await request.post(`/api/owner/reservations/${id}/cancel`, {
    headers: await adminHeaders(request),
    data: { reason: 'A private event' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  return { listing, diner, reservationId: id };
}

const bell = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

async function signedIn(page: Page, session: ApiSession, language: 'en' | 'es') {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await signInWithToken(page, session);
  await page.goto('/');
}

const journeys = {
  en: {
    title: 'the bell shows the restaurant cancelled a booking; opening it marks it read',
    restaurant: 'Bell Kitchen',
    unread: (count: number) => `Notifications, ${count} unread`,
    none: 'Notifications',
    cancelled: (name: string) => `${name} cancelled your reservation on`,
    time: 'at 7:30 PM',
    reason: 'Reason: A private event',
    booked: (name: string) => `Your table for 2 people at ${name} on`,
    markAll: 'Mark all as read',
  },
  es: {
    title: 'en español: la campana muestra la cancelación del restaurante, con hora de 24 horas',
    restaurant: 'Cocina Campana',
    unread: (count: number) => `Notificaciones, ${count} sin leer`,
    none: 'Notificaciones',
    cancelled: (name: string) => `${name} canceló tu reserva del`,
    time: 'a las 19:30',
    reason: 'Motivo: A private event',
    booked: (name: string) => `Tu mesa para 2 personas en ${name} el`,
    markAll: 'Marcar todas como leídas',
  },
};

for (const language of ['en', 'es'] as const) {
  const text = journeys[language];
  test(text.title, async ({ page, request }) => {
    const { listing, diner, reservationId } = await bookedAndCancelled(request, text.restaurant);
    try {
      await signedIn(page, diner, language);
      await bell(page, text.unread(2)).click();
      const menu = page.getByRole('banner').getByRole('list');
      const items = menu.getByRole('link');
      await expect(items).toHaveCount(2);
      await expect(items.nth(0)).toContainText(text.cancelled(listing.name));
      await expect(items.nth(0)).toContainText(text.time);
      await expect(items.nth(0)).toContainText(text.reason);
      await expect(items.nth(1)).toContainText(text.booked(listing.name));
      await expectNoAxeViolations(page);

      await items.nth(0).click();
      await expect(page).toHaveURL(new RegExp(`/reservations/${reservationId}$`));
      await expect(bell(page, text.unread(1))).toBeVisible();
      // Read on the server too: a fresh page still counts one.
      await page.reload();
      await expect(bell(page, text.unread(1))).toBeVisible();

      await bell(page, text.unread(1)).click();
      await page.getByRole('button', { name: text.markAll }).click();
      await expect(bell(page, text.none)).toBeVisible();
      await expect(page.getByRole('button', { name: text.markAll })).toBeHidden();
    } finally {
      await removeListing(request, listing.id);
    }
  });
}

test.describe('screens', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');

  for (const language of ['en', 'es'] as const) {
    for (const width of [375, 1280]) {
      test(`${language} at ${width} px`, async ({ page, request }) => {
        const text = journeys[language];
        await page.setViewportSize({ width, height: 900 });
        const { listing, diner } = await bookedAndCancelled(request, text.restaurant);
        try {
          await signedIn(page, diner, language);
          await bell(page, text.unread(2)).click();
          await expect(page.getByRole('banner').getByRole('list').getByRole('link')).toHaveCount(2);
          await page.screenshot({ path: `${folder}/bell-open-${language}-${width}.png` });
          await page.getByRole('button', { name: text.markAll }).click();
          await expect(bell(page, text.none)).toBeVisible();
          await page.screenshot({ path: `${folder}/bell-read-${language}-${width}.png` });
        } finally {
          await removeListing(request, listing.id);
        }
      });
    }
  }
});
