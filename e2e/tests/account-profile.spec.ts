/**
 * The diner's own account: new names (the dashboard's heading follows), a new e-mail address
 * confirmed through the link the development mailbox received at the new address (the old one
 * told twice), preferences set under 'Preferences' and shown on the booking form, and the
 * restaurant's owner reading them beside the booking in the console's day book. In English and
 * in Spanish. With SCREENSHOTS_DIR set, each new screen at 375 and 1280 px in both languages.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signInWithToken, signUpThroughApi, test, type ApiSession } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailTo, removeListing } from './support/claims.ts';
import { ownedListing } from './support/owners.ts';

/** Four days ahead at 03:00 UTC: the evening before, 19:00 or 20:00, in Los Angeles. */
const DAY = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
const BOOKED_AT = `${DAY} 03:00:00`;
const LOCAL_DAY = new Date(`${DAY}T03:00:00Z`).toLocaleDateString('en-CA', {
  timeZone: 'America/Los_Angeles',
});

const words = {
  en: {
    account: 'Account Details',
    preferences: 'Preferences',
    names: 'Name and username',
    firstName: 'First name',
    save: 'Save changes',
    saved: 'Your details have been saved.',
    emailRegion: 'E-mail address',
    newEmail: 'New e-mail address',
    password: 'Current password',
    send: 'Send confirmation link',
    sent: 'We sent a link to',
    linkSubject: 'Confirm your new TableFor e-mail address',
    changed: 'Your e-mail address has been changed',
    spent: 'This link no longer works',
    vegetarian: 'Vegetarian',
    nuts: 'Nut allergy',
    note: 'Anything else the kitchen should know',
    seating: 'Seating',
    savePreferences: 'Save preferences',
    preferencesSaved: 'Your preferences have been saved.',
    sees: 'The restaurant will see:',
    summary: 'Vegetarian, nut allergy; “No coriander, please”; prefers a booth',
    book: "The day's book",
    date: 'Date',
    payment: 'Payment methods',
  },
  es: {
    account: 'Datos de la cuenta',
    preferences: 'Preferencias',
    names: 'Nombre y nombre de usuario',
    firstName: 'Nombre',
    save: 'Guardar cambios',
    saved: 'Tus datos se han guardado.',
    emailRegion: 'Correo electrónico',
    newEmail: 'Nuevo correo electrónico',
    password: 'Contraseña actual',
    send: 'Enviar enlace de confirmación',
    sent: 'Hemos enviado un enlace a',
    linkSubject: 'Confirma tu nueva dirección de correo en TableFor',
    changed: 'Tu correo electrónico ha cambiado',
    spent: 'Este enlace ya no funciona',
    vegetarian: 'Vegetariano',
    nuts: 'Alergia a los frutos secos',
    note: 'Algo más que la cocina deba saber',
    seating: 'Mesa',
    savePreferences: 'Guardar preferencias',
    preferencesSaved: 'Tus preferencias se han guardado.',
    sees: 'El restaurante verá:',
    summary:
      'Vegetariano, alergia a los frutos secos; “No coriander, please”; prefiere un reservado',
    book: 'Reservas del día',
    date: 'Fecha',
    payment: 'Métodos de pago',
  },
} as const;

type Language = keyof typeof words;

/** The path of the newest e-mail change link sent to `to`, with its letter's subject. */
async function changeLinkFromMailbox(request: APIRequestContext, to: string) {
  let letter: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        [letter] = await mailTo(request, to, 'auth.email-change-link');
        return letter !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = letter?.text.match(/https?:\/\/\S+\/confirm-email\?token=[\w-]+/)?.[0];
  if (!url || !letter) throw new Error(`no e-mail change link in the e-mail to ${to}`);
  const link = new URL(url);
  return { path: `${link.pathname}${link.search}`, subject: letter.subject };
}

const inLanguage = (page: Page, language: Language) =>
  page.addInitScript((lang) => localStorage.setItem('language', lang), language);

async function bookAs(request: APIRequestContext, diner: ApiSession, restaurantId: number) {
  const response = await request.post(`/api/restaurants/${restaurantId}/reservations`, {
    headers: { Authorization: `Bearer ${diner.token}` },
    data: { party_size: 2, reservation_time: BOOKED_AT, contact_method: 'chat' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function ownerSees(
  browser: Browser,
  owner: ApiSession,
  language: Language,
  guest: string,
): Promise<void> {
  const w = words[language];
  const console = await (await browser.newContext()).newPage();
  await inLanguage(console, language);
  // The location banner would cover the booking in a narrow picture.
  await console.addInitScript(() => sessionStorage.setItem('locationBannerDismissed', 'true'));
  await signInWithToken(console, owner);
  await console.goto('/business/dashboard');
  const book = console.getByRole('region', { name: w.book });
  await book.getByLabel(w.date, { exact: true }).fill(LOCAL_DAY);
  const booking = book.getByRole('article').filter({ hasText: guest });
  await expect(booking).toContainText(w.summary);
  await expectNoAxeViolations(console);
  const folder = process.env.SCREENSHOTS_DIR;
  for (const width of folder ? [375, 1280] : []) {
    await console.setViewportSize({ width, height: 900 });
    await booking.scrollIntoViewIfNeeded();
    await booking.screenshot({
      path: `${folder}/owner-day-book-preferences-${language}-${width}.png`,
    });
  }
  await console.context().close();
}

for (const language of ['en', 'es'] as const) {
  const w = words[language];
  test(`${language}: new names, a new e-mail through its link, preferences the restaurant sees`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000); // a diner, the mailbox and an owner's console
    const { listing, owner } = await ownedListing(request, `Preference Place ${language}`);
    try {
      const session = await signUpThroughApi(request);
      const { diner } = session;
      await inLanguage(page, language);
      await signInWithToken(page, session);
      const dashboard = `/users/${session.userId}/dining-dashboard`;
      await page.goto(dashboard);
      await page.getByRole('link', { name: w.account }).click();

      // New names: the dashboard's heading (the signed-in user) follows at once.
      const names = page.getByRole('region', { name: w.names });
      await names.getByLabel(w.firstName, { exact: true }).fill('Priya');
      await names.getByRole('button', { name: w.save }).click();
      await expect(names.getByRole('status')).toContainText(w.saved);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Priya ${diner.lastName}`);
      await expectNoAxeViolations(page);

      // A new address: the link goes there; nothing changes until it is followed.
      const next = `moved.${language}.${Date.now()}@example.com`;
      const email = page.getByRole('region', { name: w.emailRegion });
      await email.getByLabel(w.newEmail).fill(next);
      await email.getByLabel(w.password).fill(diner.password);
      await email.getByRole('button', { name: w.send }).click();
      await expect(email.getByRole('status')).toContainText(`${w.sent} ${next}`);
      await expect(page.getByText(diner.email, { exact: true })).toBeVisible();
      const link = await changeLinkFromMailbox(request, next);
      expect(link.subject).toBe(w.linkSubject);
      expect(await mailTo(request, diner.email, 'auth.email-change-asked')).toHaveLength(1);

      await page.goto(link.path);
      await expect(page.getByRole('heading', { name: w.changed })).toBeVisible();
      await expect(page.getByText(next)).toBeVisible();
      await expectNoAxeViolations(page);
      await expect
        .poll(async () => (await mailTo(request, diner.email, 'auth.email-changed')).length)
        .toBe(1);
      await page.goto(link.path);
      await expect(page.getByRole('heading', { name: w.spent })).toBeVisible();
      const login = await request.post('/api/auth/login', {
        data: { email: next, password: diner.password },
      });
      expect(login.status()).toBe(200);

      // Preferences: the booking form says what the restaurant will see.
      await page.goto(dashboard);
      await page.getByRole('link', { name: w.preferences }).click();
      await expect(page).toHaveURL(/\?view=preferences$/);
      await page.getByLabel(w.vegetarian).check();
      await page.getByLabel(w.nuts).check();
      await page.getByLabel(w.note).fill('No coriander, please');
      await page.getByLabel(w.seating).selectOption('booth');
      await page.getByRole('button', { name: w.savePreferences }).click();
      await expect(page.getByRole('status')).toContainText(w.preferencesSaved);
      await expectNoAxeViolations(page);

      await page.goto(`/restaurants/${listing.id}/reservations?date=${DAY}&time=19:00&partySize=2`);
      await expect(page.getByText(w.sees)).toBeVisible();
      await expect(page.getByText(w.summary)).toBeVisible();

      // The owner reads them beside the booking.
      await bookAs(request, session, listing.id);
      await ownerSees(browser, owner, language, 'Priya');
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
        const w = words[language];
        await page.setViewportSize({ width, height: 900 });
        await inLanguage(page, language);
        const shot = async (name: string) => {
          // From the top: a sticky header scrolled along would cover part of a full-page picture.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({
            path: `${folder}/${name}-${language}-${width}.png`,
            fullPage: true,
          });
        };
        const session = await signUpThroughApi(request);
        await signInWithToken(page, session);
        const dashboard = `/users/${session.userId}/dining-dashboard`;

        await page.goto(`${dashboard}?view=account`);
        await expect(page.getByRole('region', { name: w.emailRegion })).toBeVisible();
        await shot('account-profile');
        const next = `shot.${language}.${width}.${Date.now()}@example.com`;
        const email = page.getByRole('region', { name: w.emailRegion });
        await email.getByLabel(w.newEmail).fill(next);
        await email.getByLabel(w.password).fill(session.diner.password);
        await email.getByRole('button', { name: w.send }).click();
        await expect(email.getByRole('status')).toBeVisible();
        await shot('account-email-sent');

        const link = await changeLinkFromMailbox(request, next);
        await page.goto(link.path);
        await expect(page.getByRole('heading', { name: w.changed })).toBeVisible();
        await shot('confirm-email-done');
        await page.goto(link.path);
        await expect(page.getByRole('heading', { name: w.spent })).toBeVisible();
        await shot('confirm-email-spent');

        await page.goto(`${dashboard}?view=preferences`);
        await page.getByLabel(w.vegetarian).check();
        await page.getByLabel(w.note).fill('No coriander, please');
        await page.getByLabel(w.seating).selectOption('booth');
        await shot('preferences');

        await page.getByRole('button', { name: w.savePreferences }).click();
        await expect(page.getByRole('status')).toBeVisible();
        await shot('preferences-saved');

        // The booking form of a seeded restaurant, with what the restaurant will see.
        await page.goto(`/restaurants/5/reservations?date=${DAY}&time=19:00&partySize=2`);
        await expect(page.getByText(w.sees)).toBeVisible();
        await shot('booking-preferences-note');

        await page.goto(`${dashboard}?view=payment-methods`);
        await expect(page.getByRole('heading', { level: 2, name: w.payment })).toBeVisible();
        await shot('payment-methods');
      });
    }
  }
});
