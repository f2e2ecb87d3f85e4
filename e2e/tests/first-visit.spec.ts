/**
 * What first-time diners trip over, in English and in Spanish: a callback reads as a request, not
 * as confirmed; a day the restaurant closes says so and cannot be booked; cancelling says so at
 * home and the dashboard keeps the reservation; a signed-out deep link asks to sign in and goes on
 * to the page; a guest's page says what was booked and how to come back, with no number; modify
 * saves only a change. With SCREENSHOTS_DIR set, each journey's screen at 375 px.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInWithToken, signUpThroughApi, test } from './fixtures.ts';
import {
  bookAt7pm,
  dayAhead,
  restaurantWithClosedDay,
  seededRestaurant,
} from './support/seeded-bookings.ts';

type Language = 'en' | 'es';

/** The catalogues' words (apps/web/src/i18n/{en,es}), as a diner reads them. */
const TEXT = {
  en: {
    times: /^Times on /,
    reserve: 'Reserve this table',
    choice: 'How would you like to confirm?',
    phoneChoice: /Phone Call/,
    callbackDialog: 'Request a call',
    name: 'Name',
    email: 'Email',
    phone: 'Phone number',
    requestCall: 'Request a call',
    callbackTitle: "Waiting for the restaurant's call",
    callbackLead: (name: string) =>
      `Your request for a table at ${name} is not confirmed yet: the restaurant confirms it by phone.`,
    confirmed: 'Reservation confirmed',
    form: 'Choose your table',
    date: 'Date',
    closed: (date: string) => `Closed on ${date}. Please choose another day.`,
    cancel: 'Cancel',
    cancelDialog: 'Cancel this reservation?',
    cancelConfirm: 'Cancel reservation',
    cancelledHome: (name: string) =>
      `Your reservation at ${name} was cancelled. It stays in your dining dashboard, marked cancelled.`,
    past: 'Past reservations',
    noUpcoming: 'You have no upcoming reservations',
    cancelledLine: '2 people · Cancelled',
    welcome: 'Welcome to TableFor!',
    password: 'Password',
    login: 'Login',
    directions: 'Directions (opens in a new tab)',
    sentTo: (email: string) =>
      `We sent the confirmation to ${email}. To open this reservation again, use the link in that e-mail.`,
    modifyTitle: 'Modify Your Reservation',
    save: 'Save changes',
    nothingChanged: 'Change the date, the time or the party size to save.',
    partySize: 'Party size',
    updated: 'Reservation updated',
    threePeople: '3 people',
  },
  es: {
    times: /^Horas del /,
    reserve: 'Reservar esta mesa',
    choice: '¿Cómo quieres confirmar?',
    phoneChoice: /Llamada/,
    callbackDialog: 'Solicitar una llamada',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    requestCall: 'Solicitar llamada',
    callbackTitle: 'Esperando la llamada del restaurante',
    callbackLead: (name: string) =>
      `Tu solicitud de mesa en ${name} aún no está confirmada: el restaurante la confirma por teléfono.`,
    confirmed: 'Reserva confirmada',
    form: 'Elige tu mesa',
    date: 'Fecha',
    closed: (date: string) => `Cerrado el ${date}. Elige otro día.`,
    cancel: 'Cancelar',
    cancelDialog: '¿Cancelar esta reserva?',
    cancelConfirm: 'Cancelar la reserva',
    cancelledHome: (name: string) =>
      `Tu reserva en ${name} se canceló. Sigue en tu panel de reservas, marcada como cancelada.`,
    past: 'Reservas pasadas',
    noUpcoming: 'No tienes próximas reservas',
    cancelledLine: '2 personas · Cancelada',
    welcome: '¡Bienvenido a TableFor!',
    password: 'Contraseña',
    login: 'Entrar',
    directions: 'Cómo llegar (se abre en una pestaña nueva)',
    sentTo: (email: string) =>
      `Enviamos la confirmación a ${email}. Para volver a abrir esta reserva, usa el enlace de ese correo.`,
    modifyTitle: 'Modifica tu reserva',
    save: 'Guardar cambios',
    nothingChanged: 'Cambia la fecha, la hora o el número de comensales para guardar.',
    partySize: 'Comensales',
    updated: 'Reserva actualizada',
    threePeople: '3 personas',
  },
} as const;

/** Seeded restaurants apart per journey and language, so no two bookings want the same table. */
const FIRST_ID = { en: 1, es: 31 } as const;

/** The journey's screen at 375 px (the whole page, or what shows first) with SCREENSHOTS_DIR. */
async function shoot(page: Page, name: string, language: Language, fullPage = true) {
  const folder = process.env.SCREENSHOTS_DIR;
  if (!folder) return;
  const { width, height } = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 375, height: 812 });
  // Playwright ends the animations (a dialog fully in): awaiting them in the page rejects when
  // one is cancelled.
  await page.screenshot({
    path: path.join(folder, `${name}-${language}-375.png`),
    fullPage,
    animations: 'disabled',
  });
  await page.setViewportSize({ width, height });
}

/** The booking form's short date ('Mon, Jul 13', 'lun, 13 jul'), in the browser's own words. */
const shortDate = (page: Page, date: string, language: Language) =>
  page.evaluate(
    ([day, lang]) =>
      new Intl.DateTimeFormat(lang, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${day}T12:00:00Z`)),
    [date, language] as const,
  );

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];
  const firstId = FIRST_ID[language];

  test.describe(`first visit (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    });

    test(`${language}: a guest's callback request waits for the call, never confirmed`, async ({
      page,
      request,
    }) => {
      const restaurant = await seededRestaurant(request, firstId);
      const date = dayAhead(restaurant, true);
      await page.goto(`/restaurants/${restaurant.id}/reservations?date=${date}&time=19:00`);
      const free = page
        .getByRole('list', { name: text.times })
        .getByRole('button', { disabled: false })
        .first();
      await free.click();
      await expect(free).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: text.reserve }).click();
      await page
        .getByRole('dialog', { name: text.choice })
        .getByRole('button', { name: text.phoneChoice })
        .click();
      const dialog = page.getByRole('dialog', { name: text.callbackDialog });
      await dialog.getByLabel(text.name, { exact: true }).fill('Casey Caller');
      await dialog.getByLabel(text.email, { exact: true }).fill(`casey.${Date.now()}@example.com`);
      await dialog.getByLabel(text.phone, { exact: true }).pressSequentially('3105550123');
      await dialog.getByRole('button', { name: text.requestCall }).click();

      await page.waitForURL(/\/reservations\/\d+$/, { timeout: 10_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: text.callbackTitle, exact: true }),
      ).toBeVisible();
      await expect(
        page.getByText(text.callbackLead(restaurant.name), { exact: true }),
      ).toBeVisible();
      await expect(page.getByText(text.confirmed)).toHaveCount(0);
      await shoot(page, 'callback-waiting', language);
    });

    test(`${language}: a day the weekly hours close says so and cannot be reserved`, async ({
      page,
      request,
    }) => {
      const restaurant = await restaurantWithClosedDay(request, firstId);
      const openDay = dayAhead(restaurant, true);
      const closedDay = dayAhead(restaurant, false);
      await page.goto(`/restaurants/${restaurant.id}/reservations?date=${openDay}&time=19:00`);
      const form = page.getByRole('form', { name: text.form });
      const reserve = form.getByRole('button', { name: text.reserve });
      await expect(reserve).toBeEnabled();

      await form.getByLabel(text.date, { exact: true }).fill(closedDay);
      const closed = text.closed(await shortDate(page, closedDay, language));
      await expect(form.getByRole('status').filter({ hasText: closed })).toHaveText(closed);
      await expect(reserve).toBeDisabled();
      await shoot(page, 'closed-day', language);
    });

    test(`${language}: cancelling a reservation from its page says so at home`, async ({
      page,
      request,
    }) => {
      const session = await signUpThroughApi(request);
      const booked = await bookAt7pm(request, firstId + 2, { session });
      await signInWithToken(page, session);
      await page.goto(`/reservations/${booked.id}`);
      await page.getByRole('main').getByRole('button', { name: text.cancel, exact: true }).click();
      await page
        .getByRole('dialog', { name: text.cancelDialog })
        .getByRole('button', { name: text.cancelConfirm })
        .click();

      await expect(page).toHaveURL('/');
      const notice = text.cancelledHome(booked.restaurant.name);
      await expect(page.getByText(notice, { exact: true })).toBeVisible();
      await shoot(page, 'cancelled-home', language, false);
    });

    test(`${language}: the dining dashboard keeps a cancelled reservation, marked cancelled`, async ({
      page,
      request,
    }) => {
      const session = await signUpThroughApi(request);
      const booked = await bookAt7pm(request, firstId + 3, { session });
      const cancelled = await request.delete(`/api/reservations/${booked.id}`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(cancelled.status()).toBe(200);
      await signInWithToken(page, session);
      await page.goto(`/users/${session.userId}/dining-dashboard`);
      // It holds no table any more: with the past, and nothing ahead.
      await expect(page.getByText(text.noUpcoming, { exact: true })).toBeVisible();
      const item = page
        .getByRole('region', { name: text.past })
        .getByRole('listitem')
        .filter({ hasText: booked.restaurant.name });
      await expect(item.getByText(text.cancelledLine, { exact: true })).toBeVisible();
    });

    test(`${language}: a signed-out deep link asks to sign in, then opens the page`, async ({
      page,
      request,
    }) => {
      const session = await signUpThroughApi(request);
      const asked = `/users/${session.userId}/dining-dashboard?view=saved-restaurants`;
      await page.goto(asked);
      await expect(page).toHaveURL('/');
      const dialog = page.getByRole('dialog', { name: text.welcome });
      await expect(dialog).toBeVisible();
      await shoot(page, 'deep-link-sign-in', language, false);

      await dialog.getByLabel(text.email, { exact: true }).fill(session.diner.email);
      await dialog.getByLabel(text.password, { exact: true }).fill(session.diner.password);
      await dialog.getByRole('button', { name: text.login, exact: true }).click();
      await expect(page).toHaveURL(asked);
      await expect(page.getByRole('heading', { level: 1, name: 'Erin Tester' })).toBeVisible();
    });

    test(`${language}: a guest's page says what was booked and how to come back`, async ({
      page,
      request,
    }) => {
      const guest = {
        name: 'Gabriela Guest',
        email: `gabriela.${Date.now()}@example.com`,
        request: 'A table by the window, please',
      };
      const booked = await bookAt7pm(request, firstId + 4, { guest });
      const { restaurant } = booked;
      // The e-mail's private link, as the guest opens it again.
      await page.goto(`/reservations/${booked.id}?code=${booked.access_code}`);
      await expect(
        page.getByRole('heading', { level: 1, name: text.confirmed, exact: true }),
      ).toBeVisible();

      const card = page.getByRole('article');
      await expect(card.getByText(guest.name, { exact: true })).toBeVisible();
      await expect(card.getByText(guest.request, { exact: true })).toBeVisible();
      await expect(card.getByText(text.sentTo(guest.email), { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: restaurant.phone })).toHaveAttribute(
        'href',
        `tel:${restaurant.phone.replace(/[^\d+]/g, '')}`,
      );
      await expect(card.getByText(restaurant.address)).toBeVisible();
      await expect(card.getByRole('link', { name: text.directions })).toHaveAttribute(
        'href',
        `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(restaurant.address)}`,
      );
      // No sequential number: nothing asks the guest for it.
      await expect(page.getByRole('main')).not.toContainText(`#${booked.id}`);
      await expect(page.getByRole('main')).not.toContainText(/#\s?\d+|n\.º/);
      // On a phone the card holds all of it: the long e-mail address wraps inside.
      await page.setViewportSize({ width: 375, height: 812 });
      await expect
        .poll(() => card.evaluate((element) => element.scrollWidth - element.clientWidth))
        .toBeLessThanOrEqual(0);
      await shoot(page, 'guest-details', language);
    });

    test(`${language}: modify saves only a change, then says the reservation was updated`, async ({
      page,
      request,
    }) => {
      const session = await signUpThroughApi(request);
      const booked = await bookAt7pm(request, firstId + 6, { session });
      await signInWithToken(page, session);
      await page.goto(`/reservations/${booked.id}/modify`);
      await expect(
        page.getByRole('heading', { level: 1, name: text.modifyTitle, exact: true }),
      ).toBeVisible();
      const save = page.getByRole('button', { name: text.save });
      await expect(save).toBeDisabled();
      await expect(page.getByText(text.nothingChanged, { exact: true })).toBeVisible();
      await shoot(page, 'modify-unchanged', language);

      await page.getByLabel(text.partySize, { exact: true }).selectOption('3');
      await expect(save).toBeEnabled();
      await expect(page.getByText(text.nothingChanged, { exact: true })).toHaveCount(0);
      await save.click();
      await expect(page).toHaveURL(`/reservations/${booked.id}`);
      await expect(page.getByText(text.updated, { exact: true })).toBeVisible();
      await expect(page.getByText(text.threePeople, { exact: true })).toBeVisible();
    });
  });
}
