/**
 * Narrow phones: every public page and the booking flow, in English and in Spanish, at 320, 375
 * and 414 px, with nothing scrolling sideways, past the edge, overlapping or cut
 * (support/layout-checks.ts says what counts). Each page loads once and is resized.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectFitsNarrowScreens, NARROW_WIDTHS } from './support/layout-checks.ts';

type Language = 'en' | 'es';

const TEXT = {
  en: {
    signIn: 'Sign in',
    reserve: 'Reserve this table',
    phone: /Phone Call/,
    back: 'Back to the options',
    name: 'Name',
    email: 'Email',
    phoneNumber: 'Phone number',
    requestCall: 'Request a call',
  },
  es: {
    signIn: 'Inicia sesión',
    reserve: 'Reservar esta mesa',
    phone: /Llamada/,
    back: 'Volver a las opciones',
    name: 'Nombre',
    email: 'Correo electrónico',
    phoneNumber: 'Teléfono',
    requestCall: 'Solicitar llamada',
  },
} as const;

test.use({ viewport: { width: NARROW_WIDTHS[0], height: 800 } });

/** A date two days ahead: in the future in every restaurant's zone. */
const soonDate = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

/** A day from two days ahead on which the restaurant opens, as YYYY-MM-DD. */
async function openDay(request: APIRequestContext, id: number): Promise<string> {
  const detail = await (await request.get(`/api/restaurants/${id}`)).json();
  const hours = detail.opening_hours as Record<string, unknown[]>;
  const days = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
  for (let ahead = 2; ahead < 9; ahead += 1) {
    const day = new Date(Date.now() + ahead * 86_400_000);
    if ((hours[days[day.getUTCDay()]!] ?? []).length > 0) return day.toISOString().slice(0, 10);
  }
  throw new Error(`restaurant ${id} opens on no day`);
}

async function seededRestaurantId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/restaurants/search?pageSize=1');
  const { restaurants } = (await response.json()) as { restaurants: { id: number }[] };
  return restaurants[0]!.id;
}

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
/** A reservation time of a search result or a booking page: '7:30 PM' or '19:30'. */
const timeChip = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: /^\d{1,2}:\d\d( [AP]M)?$/ });

type Screen = { name: string; path: (id: number) => string; ready: (page: Page) => Promise<void> };

const headingShows = async (page: Page) => {
  await expect(mainHeading(page).first()).toBeVisible({ timeout: 15_000 });
};

const SCREENS: Screen[] = [
  {
    name: 'home',
    path: () => '/',
    // The location prompt slides in 3 s after load: the page is checked with it.
    ready: async (page) => {
      await expect(
        page.getByRole('region', { name: /restaurantes cerca|restaurants near/ }),
      ).toBeVisible({
        timeout: 8_000,
      });
    },
  },
  {
    name: 'search results',
    path: () => `/search-results?date=${soonDate()}&time=19:00&partySize=2`,
    ready: async (page) => {
      await expect(timeChip(page).first()).toBeVisible({ timeout: 15_000 });
    },
  },
  { name: 'search', path: () => '/search', ready: async () => {} },
  {
    name: 'restaurant',
    path: (id) => `/restaurants/${id}`,
    ready: headingShows,
  },
  { name: 'reviews', path: (id) => `/restaurants/${id}/reviews`, ready: headingShows },
  { name: 'claim', path: (id) => `/restaurants/${id}/claim`, ready: headingShows },
  { name: 'business', path: () => '/business', ready: headingShows },
  { name: 'get started', path: () => '/business/get-started', ready: headingShows },
  { name: 'terms of service', path: () => '/terms-of-service', ready: headingShows },
  { name: 'privacy policy', path: () => '/privacy-policy', ready: headingShows },
  { name: 'not found', path: () => '/no-such-page', ready: headingShows },
  { name: 'login', path: () => '/login', ready: async () => {} },
  { name: 'sign up', path: () => '/sign-up', ready: async () => {} },
  { name: 'forgot password', path: () => '/forgot-password', ready: headingShows },
  { name: 'reset password', path: () => '/reset-password?token=x', ready: headingShows },
  { name: 'confirm e-mail', path: () => '/confirm-email', ready: headingShows },
  { name: 'admin login', path: () => '/admin/login', ready: headingShows },
  { name: 'owner console signed out', path: () => '/business/dashboard', ready: headingShows },
  { name: 'claim demo', path: () => '/claim-demo', ready: headingShows },
  { name: 'create restaurant', path: () => '/create-restaurant', ready: headingShows },
  { name: 'topic search', path: () => '/create-restaurant/topic-search', ready: headingShows },
  { name: 'invitation', path: () => '/invitations/no-such-token', ready: headingShows },
];

const inLanguage = (page: Page, language: Language) =>
  page.addInitScript((lang) => localStorage.setItem('language', lang), language);

for (const language of ['en', 'es'] as const) {
  test.describe(`${language}`, () => {
    test(`public pages fit 320-414 px (${language})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const id = await seededRestaurantId(request);
      await inLanguage(page, language);
      for (const screen of SCREENS) {
        await page.goto(screen.path(id));
        await screen.ready(page);
        await expectFitsNarrowScreens(page, screen.name, language);
      }
    });

    test(`the sign-in dialog fits 320-414 px (${language})`, async ({ page }) => {
      await inLanguage(page, language);
      await page.goto('/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: TEXT[language].signIn, exact: true })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectFitsNarrowScreens(page, 'sign-in dialog', language);
    });

    test(`the booking flow fits 320-414 px (${language})`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const text = TEXT[language];
      const id = await seededRestaurantId(request);
      await inLanguage(page, language);
      const date = await openDay(request, id);
      await page.goto(`/restaurants/${id}/reservations?date=${date}&time=19:00&partySize=2`);
      const slots = page.getByRole('list', { name: /^(Times on|Horas del)/ });
      await expect(slots.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
      await expectFitsNarrowScreens(page, 'booking page', language);

      const free = slots.getByRole('button', { disabled: false }).first();
      await free.click();
      await expect(free).toHaveAttribute('aria-pressed', 'true');
      await expectFitsNarrowScreens(page, 'booking page with a time', language);

      await page.getByRole('button', { name: text.reserve }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: /^Chat/ })).toBeVisible();
      await expectFitsNarrowScreens(page, 'confirmation choice', language);

      await dialog.getByRole('button', { name: /^Chat/ }).click();
      await expect(dialog.getByRole('textbox')).toBeVisible({ timeout: 5_000 });
      await expectFitsNarrowScreens(page, 'booking chat', language);

      await dialog.getByRole('button', { name: text.back }).click();
      await dialog.getByRole('button', { name: text.phone }).click();
      await expect(dialog.getByLabel(text.phoneNumber)).toBeVisible();
      await expectFitsNarrowScreens(page, 'callback request', language);

      await dialog.getByLabel(text.name, { exact: true }).fill('Casey Narrow');
      await dialog.getByLabel(text.email, { exact: true }).fill('casey.narrow@example.com');
      await dialog.getByLabel(text.phoneNumber).pressSequentially('5551234567');
      await dialog.getByRole('button', { name: text.requestCall }).click();
      await page.waitForURL(/\/reservations\/\d+$/, { timeout: 15_000 });
      await headingShows(page);
      await expectFitsNarrowScreens(page, 'reservation after booking', language);
    });
  });
}

test.describe('screenshots of the screens made to fit', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');
  test.describe.configure({ timeout: 90_000 });

  for (const language of ['en', 'es'] as const) {
    test(`${language}`, async ({ page, request }) => {
      const id = await seededRestaurantId(request);
      const date = await openDay(request, id);
      await inLanguage(page, language);
      const shoot = async (name: string, fullPage = true) => {
        for (const width of [375, 1280, 320]) {
          await page.setViewportSize({ width, height: 800 });
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
          await page.screenshot({ path: `${folder}/${name}-${language}-${width}.png`, fullPage });
        }
      };
      const pages: [string, string][] = [
        ['home', '/'],
        ['search-results', `/search-results?date=${date}&time=19:00&partySize=2`],
        ['search', '/search'],
        ['business', '/business'],
        ['get-started', '/business/get-started'],
        ['create-restaurant', '/create-restaurant'],
      ];
      for (const [name, path] of pages) {
        await page.goto(path);
        if (name === 'search-results') await expect(timeChip(page).first()).toBeVisible();
        else if (name !== 'search') await headingShows(page);
        await shoot(name);
      }
      await page.goto('/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: TEXT[language].signIn, exact: true })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot('sign-in', false);

      await page.goto(`/restaurants/${id}/reservations?date=${date}&time=19:00&partySize=2`);
      const slots = page.getByRole('list', { name: /^(Times on|Horas del)/ });
      await slots.getByRole('button', { disabled: false }).first().click();
      await page.getByRole('button', { name: TEXT[language].reserve }).click();
      await page.getByRole('dialog').getByRole('button', { name: /^Chat/ }).click();
      await expect(page.getByRole('dialog').getByRole('textbox')).toBeVisible();
      await shoot('booking-chat', false);
    });
  }
});
