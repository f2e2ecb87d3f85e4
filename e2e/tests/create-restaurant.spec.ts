/**
 * /create-restaurant: the six-step wizard filled from a restaurant's own website (a local site with
 * JSON-LD, started here) or by hand with every step's messages, the sign-in asked for on 'Create
 * Restaurant', the 'Pending review' listing and its approval in the admin dashboard; the crawl's
 * failures; and axe on the wizard and the new listing's page. Each test creates its own listing.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, fillSignUp, openSignUp, test, uniqueDiner, signUpThroughApi } from './fixtures.ts';
import { ADMIN, adminHeaders } from './support/admin-account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  SITE_PAGES,
  SITE_PORT,
  SITE_RESTAURANT,
  startRestaurantSite,
} from './support/restaurant-site.ts';

/** How long a crawl of the local site may take: its own limit is 10 s. */
const CRAWL_WAIT = 15_000;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

let stopSite: () => Promise<void>;
test.beforeAll(async () => {
  stopSite = await startRestaurantSite();
});
test.afterAll(async () => {
  await stopSite();
});

/**
 * A journey cut short (a retry's first try) leaves its listing behind, with a picture on the
 * test site that stops with this file: remove every listing of the site's restaurant after each
 * journey, so later journeys never meet a picture that cannot load.
 */
test.afterEach(async ({ request }) => {
  const headers = await adminHeaders(request);
  const pending = await request.get('/api/admin/listings?pageSize=100', { headers });
  expect(pending.ok()).toBe(true);
  const { listings } = (await pending.json()) as { listings: { id: number; name: string }[] };
  const published = await request.get(
    `/api/restaurants/search?searchInput=${encodeURIComponent(SITE_RESTAURANT.name)}`,
  );
  const { restaurants } = (await published.json()) as {
    restaurants: { id: number; name: string }[];
  };
  for (const { id, name } of [...listings, ...restaurants]) {
    if (name === SITE_RESTAURANT.name) await removeRestaurant(request, id);
  }
});

const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });
/** A field of the wizard's form (the page's footer has a 'Cuisines' list of its own). */
const field = (page: Page, label: string) =>
  page
    .locator('form')
    .filter({ has: page.locator('#wizard-step-heading') })
    .getByLabel(label, { exact: true });

/** The wizard shows this step (its heading is the only level-2 heading of the wizard's form). */
async function expectStep(page: Page, title: string, timeout?: number) {
  const heading = page.getByRole('heading', { level: 2, name: title, exact: true });
  await expect(heading).toBeVisible({ timeout });
}

async function expectValues(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await expect(field(page, label)).toHaveValue(value);
  }
}

async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

const required = (...fields: string[]) => fields.map((name) => `${name} is required`);

/** Pressing Next (or another button) shows these messages and stays on the step. */
async function expectRefused(page: Page, action: string, step: string, messages: string[]) {
  await button(page, action).click();
  for (const message of messages) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectStep(page, step);
}

async function removeRestaurant(request: APIRequestContext, id: number) {
  const removed = await request.delete(`/api/restaurants/${id}`, {
    headers: await adminHeaders(request),
  });
  expect(removed.status()).toBe(200);
}

/** The ids GET /api/restaurants/search answers for a text. */
async function searchIds(request: APIRequestContext, text: string): Promise<number[]> {
  const response = await request.get(
    `/api/restaurants/search?searchInput=${encodeURIComponent(text)}`,
  );
  expect(response.ok()).toBe(true);
  const { restaurants } = (await response.json()) as { restaurants: { id: number }[] };
  return restaurants.map((restaurant) => restaurant.id);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** A date 3 to 9 days ahead that is not a Monday (the crawled restaurant's closed day). */
function openDayAhead(): string {
  for (let days = 3; ; days++) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1) return date;
  }
}

async function createdRestaurantId(page: Page): Promise<number> {
  await expect(page).toHaveURL(/\/restaurants\/\d+$/);
  return Number(/\/restaurants\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
}

async function expectPendingListing(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pending review' })).toBeVisible();
  await expect(
    page.getByText(
      'This listing is visible only to you and administrators until an administrator approves it. It will then appear in search and take bookings.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bookings open after approval' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Make a reservation' })).toHaveCount(0);
}

test.describe('from the website', () => {
  test('a diner fills the wizard from the site; an administrator approves it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const diner = uniqueDiner();
    const signUp = await openSignUp(page);
    await fillSignUp(signUp, diner);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp).toBeHidden();

    await page.goto('/create-restaurant');
    await expect(page.getByRole('heading', { name: 'Create a New Restaurant' })).toBeVisible();
    await expectStep(page, 'Restaurant Website');
    await field(page, 'Website URL').fill(SITE_PAGES.home);
    await button(page, 'Fetch Information').click();

    // Step 2, filled from the JSON-LD; the notice says how much came from where.
    await expectStep(page, 'Basic Information', CRAWL_WAIT);
    await expect(page.getByRole('status')).toContainText(
      `We filled in 11 fields from 127.0.0.1:${SITE_PORT}`,
    );
    await expectValues(page, {
      Name: SITE_RESTAURANT.name,
      Description: SITE_RESTAURANT.description,
      Website: SITE_PAGES.home,
      'Preview image': SITE_PAGES.picture,
    });
    await button(page, 'Next').click();

    await expectStep(page, 'Location Details');
    await expectValues(page, {
      Neighborhood: SITE_RESTAURANT.locality,
      // The whole postal address the JSON-LD states, on one line.
      'Street address (optional)': `${SITE_RESTAURANT.street}, ${SITE_RESTAURANT.locality}, CA 90029`,
      'Cross street': '',
    });
    await field(page, 'Cross street').fill('Sunset Blvd & Sanborn Ave');
    await button(page, 'Next').click();

    await expectStep(page, 'Dining Details');
    await expectValues(page, { Cuisines: SITE_RESTAURANT.cuisines, Cost: '2' });
    await expect(field(page, 'Cost').locator('option:checked')).toHaveText('$$ · Moderate');
    await button(page, 'Casual Elegant').click();
    await field(page, 'Dress code').fill('Smart Casual');
    await expectValues(page, { 'Dining style': 'Casual Elegant' });
    await button(page, 'Next').click();

    await expectStep(page, 'Operations');
    await expect(page.getByRole('checkbox', { name: 'Monday closed' })).toBeChecked();
    for (const day of DAYS.slice(1)) {
      await expect(page.getByRole('checkbox', { name: `${day} closed` })).not.toBeChecked();
      await expect(page.getByLabel(`${day} opens`)).toHaveValue('17:00');
      await expect(page.getByLabel(`${day} closes`)).toHaveValue('22:00');
    }
    // The preview writes the hours as the restaurant page shows them to the (English) reader.
    const preview = page
      .locator('[aria-live="polite"]')
      .filter({ hasText: 'Your listing will show' });
    await expect(preview.getByRole('listitem')).toHaveText([
      'MonClosed',
      'Tue–Sun5:00 PM–10:00 PM',
    ]);
    await expectValues(page, { Phone: SITE_RESTAURANT.phone });
    await button(page, 'Next').click();

    await expectStep(page, 'Facilities');
    await expectValues(page, { 'Payment options': SITE_RESTAURANT.payment });
    await field(page, 'Parking details').fill('Street parking on Sunset Blvd');
    await expect(page.getByText('Reviewed before it appears in search')).toBeVisible();
    await button(page, 'Create Restaurant').click();

    // The diner's own view of the new listing: pending, no booking form, not in search.
    const id = await createdRestaurantId(page);
    await expectPendingListing(page, SITE_RESTAURANT.name);
    await expectNoAxeViolations(page);
    expect(await searchIds(request, SITE_RESTAURANT.name)).not.toContain(id);

    // The administrator finds it under 'Listings to review' and approves it.
    await signOut(page);
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await button(page, 'Login').click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('link', { name: /^Listings to review/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Listings to review' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: `By @${diner.username}` });
    await expect(button(card, SITE_RESTAURANT.name)).toBeVisible();
    await expect(card).toContainText('Silver Lake');
    await button(card, 'Approve Casa Lumbre').click();
    await expect(page.getByRole('status')).toHaveText(
      'Casa Lumbre is approved: it now appears in search and takes bookings.',
    );
    await expect(card).toHaveCount(0);
    await expect.poll(() => searchIds(request, SITE_RESTAURANT.name)).toContain(id);

    // Signed out, anyone sees its page with the booking form instead of the notice, and times.
    await signOut(page);
    await page.goto(`/restaurants/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: SITE_RESTAURANT.name })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Make a reservation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pending review' })).toHaveCount(0);
    await page.goto(`/restaurants/${id}/reservations?date=${openDayAhead()}&time=19:00`);
    const slots = page.getByRole('list', { name: /Times on/ });
    await expect(slots.getByRole('button', { disabled: false }).first()).toBeVisible();

    // Its picture lives on the test site, which stops with this file: afterEach removes it.
  });
});

test('the wizard by hand: each step’s messages, Back keeps values, sign-in to create', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { diner } = await signUpThroughApi(request);
  const name = `Hand Made ${diner.username}`;

  await page.goto('/create-restaurant');
  await expect(page.getByText('Creating a listing needs an account')).toBeVisible();
  await field(page, 'Website URL').fill('not a url');
  await expectRefused(page, 'Fetch Information', 'Restaurant Website', [
    'Please enter a valid URL',
  ]);
  await field(page, 'Website URL').fill('');
  await button(page, 'Continue Manually').click();

  const basics = required('Name', 'Description', 'Website', 'Preview image');
  await expectRefused(page, 'Next', 'Basic Information', basics);
  await expect(field(page, 'Name')).toBeFocused();
  await expectNoAxeViolations(page);
  await fillFields(page, {
    Name: name,
    Description: 'Hand-rolled pasta and natural wine on a quiet corner.',
    Website: 'https://hand-made.example',
  });
  await button(page, 'Use our pasta picture').click();
  await expectValues(page, { 'Preview image': '/images/restaurants/1.svg' });
  await button(page, 'Next').click();

  const location = required('Neighborhood', 'Cross street');
  await expectRefused(page, 'Next', 'Location Details', location);
  await fillFields(page, {
    Neighborhood: 'Echo Park',
    'Cross street': 'Sunset Blvd & Alvarado St',
  });
  await button(page, 'Next').click();

  await expectStep(page, 'Dining Details');
  await expectValues(page, { Cost: '' });
  const dining = required('Cuisines', 'Cost', 'Dining style', 'Dress code');
  await expectRefused(page, 'Next', 'Dining Details', dining);
  await fillFields(page, { Cuisines: 'Italian, Pasta', 'Dining style': 'Casual Dining' });
  await field(page, 'Cost').selectOption({ label: '$$$ · Upscale' });
  await button(page, 'Business Casual').click();
  await button(page, 'Next').click();

  // Every day closed is no hours at all.
  await expectStep(page, 'Operations');
  for (const day of DAYS) await page.getByRole('checkbox', { name: `${day} closed` }).check();
  await expect(page.getByText('No opening hours yet', { exact: true })).toBeVisible();
  await expectRefused(page, 'Next', 'Operations', required('Operation hours', 'Phone'));
  await page.getByRole('checkbox', { name: 'Monday closed' }).uncheck();
  await page.getByLabel('Monday opens').fill('11:30');
  await page.getByLabel('Monday closes').fill('21:00');
  await button(page, 'Copy Monday to all days').click();
  await page.getByRole('checkbox', { name: 'Sunday closed' }).check();
  // The preview writes the hours as the restaurant page shows them to the (English) reader.
  const preview = page
    .locator('[aria-live="polite"]')
    .filter({ hasText: 'Your listing will show' });
  await expect(preview.getByRole('listitem')).toHaveText(['Mon–Sat11:30 AM–9:00 PM', 'SunClosed']);
  await field(page, 'Phone').fill('3235550123');
  await expectValues(page, { Phone: '(323) 555-0123' });
  await button(page, 'Next').click();

  await expectStep(page, 'Facilities');
  const facilities = required('Parking details', 'Payment options');
  await expectRefused(page, 'Create Restaurant', 'Facilities', facilities);

  // Back keeps what was typed, step after step; Next returns.
  const kept: [string, Record<string, string>][] = [
    ['Operations', { Phone: '(323) 555-0123' }],
    ['Dining Details', { Cuisines: 'Italian, Pasta', Cost: '3', 'Dress code': 'Business Casual' }],
    ['Location Details', { Neighborhood: 'Echo Park' }],
    ['Basic Information', { Name: name, Website: 'https://hand-made.example' }],
  ];
  for (const [step, values] of kept) {
    await button(page, 'Back').click();
    await expectStep(page, step);
    await expectValues(page, values);
  }
  for (const step of ['Location Details', 'Dining Details', 'Operations', 'Facilities']) {
    await button(page, 'Next').click();
    await expectStep(page, step);
  }
  // The summary still has the hours.
  await expect(page.getByText('Mon–Sat 11:30–21:00; Sun closed', { exact: true })).toBeVisible();

  await fillFields(page, {
    'Parking details': 'Valet parking for $10',
    'Payment options': 'All major credit cards',
  });
  await expect(page.getByText('Sign in to create it')).toBeVisible();
  await button(page, 'Create Restaurant').click();

  // Signed out: the sign-in dialog first; signing in creates the listing.
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Welcome to TableFor!' })).toBeVisible();
  await dialog.getByLabel('Email').fill(diner.email);
  await dialog.getByLabel('Password').fill(diner.password);
  await button(dialog, 'Login').click();
  await expect(dialog).toBeHidden();
  await createdRestaurantId(page);
  await expectPendingListing(page, name);
});

test('Fetch Information says when the page is missing or states nothing about a restaurant', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/create-restaurant');
  await expectStep(page, 'Restaurant Website');
  await expectNoAxeViolations(page);

  await field(page, 'Website URL').fill(SITE_PAGES.missing);
  await button(page, 'Fetch Information').click();
  const alert = page.getByRole('alert');
  await expect(
    alert.getByText(
      'Failed to fetch restaurant information. Please try again or continue manually.',
      { exact: true },
    ),
  ).toBeVisible({ timeout: CRAWL_WAIT });
  await expect(alert.getByRole('listitem')).toHaveText(['The website answered with status 404']);
  await expectStep(page, 'Restaurant Website');
  await alert.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toHaveCount(0);

  await field(page, 'Website URL').fill(SITE_PAGES.nothingUseful);
  await button(page, 'Fetch Information').click();
  await expect(alert.getByText('No restaurant information found', { exact: true })).toBeVisible({
    timeout: CRAWL_WAIT,
  });
  await expect(
    alert.getByText('Try another page of your site, or continue manually.', { exact: true }),
  ).toBeVisible();
  await expectStep(page, 'Restaurant Website');
  await expect(field(page, 'Website URL')).toHaveValue(SITE_PAGES.nothingUseful);
  await expectNoAxeViolations(page);
});

test('the website’s picture, filled in by the crawl, shows as the preview', async ({ page }) => {
  await page.goto('/create-restaurant');
  await field(page, 'Website URL').fill(SITE_PAGES.home);
  await button(page, 'Fetch Information').click();
  await expectStep(page, 'Basic Information', CRAWL_WAIT);
  await expect(field(page, 'Preview image')).toHaveValue(SITE_PAGES.picture);
  const shown = () =>
    page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="The chosen preview image"]');
      return img ? img.complete && img.naturalWidth > 0 : 'could not be loaded';
    });
  await expect.poll(shown).toBe(true);
});
