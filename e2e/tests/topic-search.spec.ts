/**
 * /create-restaurant/topic-search: a search of the bundled Los Angeles sample directory (signing
 * in on the way: searching needs an account) watched to completion under 'Past searches', its
 * results opened, two of them exported as CSV and saved as listings pending review; a result the
 * catalogue lists already is marked and cannot be chosen, its source named by the listing's name;
 * the disabled Export CSV says why; 'Topic is required', 'Search Not Found' and the Spanish page.
 * With SCREENSHOTS_DIR set, a results page is photographed at 375 and 1280 px in both languages.
 * Listings a save creates are removed after each test: other journeys count the catalogue.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, uniqueDiner } from './fixtures.ts';
import { ADMIN, adminToken } from './support/admin-account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { parseCsv } from './support/csv-records.ts';

const SEARCH_PAGE = '/create-restaurant/topic-search';
/** A task ends within a second; the page checks its status 2 s after starting it, then 4 s later. */
const SEARCH_WAIT = 15_000;

// From apps/search/data/los-angeles-sample.geojson: Koreatown's Korean places, which the seeded
// catalogue does not list. One query finds all four; a task keeps 3 results per query by default.
const TOPIC = 'Korean restaurants';
const LOCATION = 'Koreatown';
const FOUND = ['Bibimbap Corner', 'Hanok Tofu House', 'Mirae Noodle Bar', 'Seoul Garden BBQ'];
/** The two results saved and exported, as the CSV states them (both descriptions hold a comma). */
const HANOK = {
  name: 'Hanok Tofu House',
  cuisine_type: 'korean',
  address: '3801 West 6th Street',
  city: 'Los Angeles',
  state: 'CA',
  zip_code: '90005',
  phone: '+1 213-555-0115',
  website: 'https://hanok-tofu-house.example.com/',
  source_urls: 'los-angeles-sample.geojson#la-016',
  description: 'Soondubu jjigae in stone pots, bibimbap and dumplings.',
};
const SEOUL = {
  name: 'Seoul Garden BBQ',
  cuisine_type: 'korean, barbecue',
  address: '3465 Wilshire Boulevard',
  city: 'Los Angeles',
  state: 'CA',
  zip_code: '90005',
  phone: '+1 213-555-0114',
  website: 'https://seoul-garden-bbq.example.com/',
  source_urls: 'los-angeles-sample.geojson#la-015',
  description: 'Tabletop charcoal grills, galbi and banchan.',
};
const CHOSEN = [HANOK, SEOUL];
const CSV_COLUMNS = [
  'name',
  'cuisine_type',
  'price_range',
  'address',
  'city',
  'state',
  'zip_code',
  'phone',
  'email',
  'website',
  'rating',
  'reviews_count',
  'relevance_score',
  'source_urls',
  'description',
];

type SaveAnswer = { created: { id: number; name: string }[] };

const SELECT_HINT = {
  en: 'Select at least one result to export or save.',
  es: 'Selecciona al menos un resultado para exportarlo o guardarlo.',
};
const ALL_LISTED_HINT = {
  en: 'Every result is listed already: there is none to export or save.',
  es: 'Todos los resultados ya están publicados: no hay ninguno que exportar ni guardar.',
};

const button = (scope: Page | Locator, name: string) =>
  scope.getByRole('button', { name, exact: true });
const resultCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

let created: number[] = [];
test.afterEach(async ({ request }) => {
  if (created.length === 0) return;
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const id of created) {
    expect((await request.delete(`/api/restaurants/${id}`, { headers })).status()).toBe(200);
  }
  created = [];
});

/** Confirms the save dialog, and records the listings it creates for removal after the test. */
async function confirmSave(page: Page, title: string): Promise<SaveAnswer> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toContainText(
    'They are added as listings and reviewed before diners see them.',
  );
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/restaurants/from-search') &&
      response.request().method() === 'POST',
  );
  await button(dialog, 'Confirm').click();
  const answer = (await (await saved).json()) as SaveAnswer;
  created.push(...answer.created.map((listing) => listing.id));
  await expect(dialog).toBeHidden();
  return answer;
}

/** The exported file: a UTF-8 byte-order mark, then RFC 4180 records; the text after the mark. */
async function exportCsv(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await button(page, 'Export CSV').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('selected_restaurants.csv');
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8');
}

test('a topic search runs to completion; two results are exported and saved for review', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const diner = uniqueDiner();
  const { username, email, firstName: first_name, lastName: last_name, password } = diner;
  const signup = await request.post('/api/auth/signup', {
    data: { username, email, first_name, last_name, password },
  });
  expect(signup.ok()).toBe(true);
  const { access_token } = (await signup.json()) as { access_token: string };

  await page.goto(SEARCH_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Restaurants' })).toBeVisible();
  const past = page.getByRole('region', { name: 'Past searches' });
  await expect(past.getByText('No searches yet', { exact: true })).toBeVisible();

  // The topic is required: the message, and the focus on the field.
  const form = page.getByRole('form', { name: 'New search' });
  const topic = form.getByLabel('Topic', { exact: true });
  await button(form, 'Search').click();
  await expect(form.getByText('Topic is required', { exact: true })).toBeVisible();
  await expect(topic).toBeFocused();

  await expect(
    form.getByText('Searching needs an account: we ask you to sign in when you start a search.'),
  ).toBeVisible();

  await topic.fill(TOPIC);
  await form.getByLabel('Location (optional)').fill(LOCATION);
  await button(form, 'Advanced settings').click();
  await form.getByLabel('Max results per query').fill('5');
  // The task ends within a second: the page's first status check (2 s after the start) is held
  // until the running search has been seen, so a busy machine cannot let it finish unseen.
  let releaseStatus = () => {};
  const statusReleased = new Promise<void>((resolve) => (releaseStatus = resolve));
  await page.route('**/search/status/*', async (route) => {
    await statusReleased;
    await route.continue();
  });
  await button(form, 'Search').click();

  // Searching needs an account: the sign-in dialog comes first, then the search starts.
  const signIn = page.getByRole('dialog');
  await expect(signIn.getByRole('heading', { name: 'Welcome to TableFor!' })).toBeVisible();
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(password);
  await button(signIn, 'Login').click();
  await expect(signIn).toBeHidden();

  // The search runs with its progress bar until the page's status check finds it completed.
  const search = past.getByRole('listitem').filter({ hasText: TOPIC });
  await expect(search.getByRole('progressbar', { name: 'Search in progress' })).toBeVisible();
  await expect(search.getByText('Pending', { exact: true })).toBeVisible();
  releaseStatus();
  const opens = search.getByRole('link', { name: TOPIC, exact: true });
  await expect(opens).toBeVisible({ timeout: SEARCH_WAIT });
  await page.unroute('**/search/status/*');
  await expect(search.getByText('Completed', { exact: true })).toBeVisible();
  await expect(search).toContainText('4 results');
  await expect(search.getByRole('progressbar')).toHaveCount(0);
  await expect(past.getByRole('status')).toHaveText(`${TOPIC}: completed, 4 results`);
  await expectNoAxeViolations(page);

  await opens.click();
  await expect(page).toHaveURL(/\/create-restaurant\/topic-search\/results\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Query: ${TOPIC}` })).toBeVisible();
  await expect(page.getByText('Found 4 results', { exact: true })).toBeVisible();
  await expect(page.getByText('Searched with: Local directory', { exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(FOUND.length);
  for (const name of FOUND) await expect(resultCard(page, name)).toBeVisible();
  // Places of the sample directory: none is listed, and the one that states no address says so.
  await expect(page.getByText('Already listed')).toHaveCount(0);
  await expect(resultCard(page, 'Mirae Noodle Bar')).toContainText('Location not stated');
  await expect(resultCard(page, HANOK.name)).toContainText(HANOK.source_urls);
  await expect(page.getByText('Saving results needs an account')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Two chosen: one by its checkbox, one by a click on its card.
  const toolbar = page.getByRole('group', { name: 'Selected results' });
  await expect(toolbar).toContainText('0 of 4 selected');
  await expect(button(toolbar, 'Export CSV')).toBeDisabled();
  await expect(toolbar.getByText(SELECT_HINT.en)).toBeVisible();
  await expect(button(toolbar, 'Export CSV')).toHaveAccessibleDescription(SELECT_HINT.en);
  await page.getByRole('checkbox', { name: HANOK.name }).check();
  await resultCard(page, SEOUL.name).getByText(SEOUL.description).click();
  await expect(page.getByRole('checkbox', { name: SEOUL.name })).toBeChecked();
  await expect(toolbar).toContainText('2 of 4 selected');

  // The export: a header, then one record per chosen result; commas inside a field are quoted.
  const csv = await exportCsv(page);
  expect(csv).toContain(`"${SEOUL.description}"`);
  const [header, ...rows] = parseCsv(csv);
  expect(header).toEqual(CSV_COLUMNS);
  for (const row of rows) expect(row).toHaveLength(CSV_COLUMNS.length);
  const records = rows.map((row) => Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, row[i]])));
  expect(records).toHaveLength(CHOSEN.length);
  expect(records).toEqual(
    // A '+' would start a spreadsheet formula: the phone is kept as text by a leading apostrophe.
    expect.arrayContaining(
      CHOSEN.map((place) => expect.objectContaining({ ...place, phone: `'${place.phone}` })),
    ),
  );

  // Signed in already: saving asks only for the confirmation.
  await button(toolbar, 'Save Selected Results').click();
  await expect(page.getByRole('dialog', { name: 'Save 2 restaurants?' })).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  const answer = await confirmSave(page, 'Save 2 restaurants?');
  expect(answer.created.map((listing) => listing.name).sort()).toEqual(CHOSEN.map((c) => c.name));

  const saved = page.getByRole('status').filter({ hasText: 'Saved Successfully!' });
  await expect(saved).toContainText('2 restaurants added, pending review.');
  await expect(page.getByRole('checkbox', { name: HANOK.name })).toBeFocused();
  await expect(toolbar).toContainText('0 of 4 selected');
  // The saved state is kept with the past search: it is still shown after a reload.
  await page.reload();
  for (const { id, name } of answer.created) {
    const card = resultCard(page, name);
    await expect(card.getByText('Saved — pending review', { exact: true })).toBeVisible();
    const link = card.getByRole('link', { name: 'View listing' });
    await expect(link).toHaveAttribute('href', `/restaurants/${id}`);
    await expect(card.getByRole('link', { name: 'Claim this listing' })).toHaveCount(0);
    // Pending: its creator sees the review state; anyone else finds no such restaurant.
    const headers = { Authorization: `Bearer ${access_token}` };
    const mine = await request.get(`/api/restaurants/${id}`, { headers });
    const { listing } = (await mine.json()) as { listing?: { status: string } };
    expect(listing?.status).toBe('pending_review');
    expect((await request.get(`/api/restaurants/${id}`)).status()).toBe(404);
  }
  await expectNoAxeViolations(page);

  await resultCard(page, HANOK.name).getByRole('link', { name: 'View listing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HANOK.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pending review' })).toBeVisible();

  // Both wait in the administrator's 'Listings to review', by the diner who saved them.
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await button(page, 'Login').click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: /^Listings to review/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Listings to review' })).toBeVisible();
  const queued = page.getByRole('article').filter({ hasText: `By @${username}` });
  await expect(queued).toHaveCount(CHOSEN.length);
  for (const { name } of CHOSEN) await expect(button(queued, name)).toBeVisible();
});

/** A search whose results include catalogue restaurants: started through the service, as an administrator. */
async function startThaiSearch(request: APIRequestContext): Promise<string> {
  const started = await request.post('/search/topic', {
    data: { topic: 'Thai restaurants' },
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(started.status(), await started.text()).toBe(202);
  return ((await started.json()) as { task_id: string }).task_id;
}

async function openResults(page: Page, taskId: string, heading: string) {
  await page.goto(`${SEARCH_PAGE}/results/${taskId}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: SEARCH_WAIT,
  });
}

test('a result the catalogue lists already is marked and cannot be chosen', async ({
  page,
  request,
}) => {
  // Started through the service and opened by its address, as a shared link would be. Starting
  // needs an account: anonymous, the API refuses it.
  const anonymous = await request.post('/search/topic', { data: { topic: 'Thai restaurants' } });
  expect(anonymous.status()).toBe(401);
  const taskId = await startThaiSearch(request);

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  await button(page.getByRole('dialog'), 'Demo User').click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await openResults(page, taskId, 'Query: Thai restaurants');

  // The unclaimed catalogue restaurant links to its listing and to its claim.
  const listed = page.getByRole('article').filter({ hasText: 'Already listed' }).first();
  const name = (await listed.getByRole('heading', { level: 3 }).textContent()) ?? '';
  const card = resultCard(page, name);
  const listing = card.getByRole('link', { name: 'View listing' });
  const href = await listing.getAttribute('href');
  expect(href).toMatch(/^\/restaurants\/\d+$/);
  await expect(card.getByRole('link', { name: 'Claim this listing' })).toHaveAttribute(
    'href',
    `${href}/claim`,
  );
  // Its source is the listing's page, named by the listing's name rather than its address.
  await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    new RegExp(`${href}$`),
  );
  await expect(card.getByText(/https?:\/\//)).toHaveCount(0);

  // It cannot be chosen, by its checkbox, its card or 'Select all'; the toolbar says why.
  const checkbox = page.getByRole('checkbox', { name, exact: true });
  await expect(checkbox).toBeDisabled();
  await expect(checkbox).toHaveAccessibleDescription('Already listed');
  await card.getByRole('heading', { level: 3 }).click();
  await expect(checkbox).not.toBeChecked();
  // The toolbar says why nothing can be exported: nothing chosen, or nothing that can be.
  const results = await page.getByRole('article').count();
  const listedResults = await page
    .getByRole('article')
    .filter({ hasText: 'Already listed' })
    .count();
  const toolbar = page.getByRole('group', { name: 'Selected results' });
  const why = listedResults === results ? ALL_LISTED_HINT.en : SELECT_HINT.en;
  await expect(toolbar.getByText(why)).toBeVisible();
  await expect(button(toolbar, 'Save Selected Results')).toHaveAccessibleDescription(why);
  if (listedResults === results) {
    await expect(button(page, 'Select all')).toBeDisabled();
  } else {
    await button(page, 'Select all').click();
    await expect(checkbox).not.toBeChecked();
  }
  await expectNoAxeViolations(page);
});

test('an unknown search is not found, with the way back to the search page', async ({ page }) => {
  await page.goto(`${SEARCH_PAGE}/results/${randomUUID()}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Not Found' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Return to Search' }).click();
  await expect(page).toHaveURL(new RegExp(`${SEARCH_PAGE}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Search Restaurants' })).toBeVisible();
});

test('in Spanish: the page, its required topic and an unknown search', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await page.goto(SEARCH_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar restaurantes' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nueva búsqueda' });
  await button(form, 'Buscar').click();
  await expect(form.getByText('El tema es obligatorio', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Tema', { exact: true })).toBeFocused();
  await expect(page.getByText('Todavía no hay búsquedas', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(`${SEARCH_PAGE}/results/${randomUUID()}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Búsqueda no encontrada' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a la búsqueda' })).toHaveAttribute(
    'href',
    SEARCH_PAGE,
  );
});

test.describe('screens', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');

  for (const language of ['en', 'es'] as const) {
    for (const width of [375, 1280]) {
      test(`results, ${language} at ${width} px`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
        await page.addInitScript(() => sessionStorage.setItem('locationBannerDismissed', 'true'));
        const taskId = await startThaiSearch(request);
        const heading =
          language === 'en' ? 'Query: Thai restaurants' : 'Consulta: Thai restaurants';
        await openResults(page, taskId, heading);
        await expect(
          page.getByText(SELECT_HINT[language]).or(page.getByText(ALL_LISTED_HINT[language])),
        ).toBeVisible();
        await page.screenshot({ path: `${folder}/topic-results-${language}-${width}.png` });
        const listed = page
          .getByRole('article')
          .filter({ hasText: language === 'en' ? 'Already listed' : 'Ya publicado' })
          .first();
        // Its foot (the sources) in the middle of the screen, above the toolbar kept in view.
        await listed
          .getByRole('link')
          .last()
          .evaluate((link) => link.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `${folder}/topic-listed-${language}-${width}.png` });
      });
    }
  }
});
