import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Facets = { neighborhoods: string[]; cuisines: string[] };

async function catalogue(request: APIRequestContext) {
  const search = await (await request.get('/api/restaurants/search?pageSize=1')).json();
  const facets = search.facets as Facets;
  // Other journeys may publish restaurants of their own: count what is there now.
  const total = search.total as number;
  const list = await request.get('/api/restaurants/?pageSize=1');
  const restaurant = (await list.json()).Restaurants[0] as { id: number; name: string };
  return { facets, restaurant, total };
}

const PAGE_SIZE = 20;

const searchBox = (page: import('@playwright/test').Page) =>
  page.getByRole('combobox', { name: 'Location, Restaurant, or Cuisine' });

test('home search suggests a location that opens filtered results', async ({ page, request }) => {
  const { facets } = await catalogue(request);
  const neighborhood = facets.neighborhoods[0]!;
  await page.goto('/');
  await searchBox(page).fill(neighborhood.slice(0, 5));
  const option = page
    .getByRole('group', { name: 'Locations' })
    .getByRole('option', { name: neighborhood });
  await option.click();
  await expect(page).toHaveURL(/\/search-results\?.*location=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/restaurants? available/);
  const rows = page.getByRole('article');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain(neighborhood);
});

test('home search suggests a cuisine and a restaurant', async ({ page, request }) => {
  const { facets, restaurant } = await catalogue(request);
  const cuisine = facets.cuisines[0]!;
  await page.goto('/');
  await searchBox(page).fill(cuisine.slice(0, 4));
  await page
    .getByRole('group', { name: 'Cuisines' })
    .getByRole('option', { name: cuisine })
    .click();
  await expect(page).toHaveURL(new RegExp(`cuisine=${encodeURIComponent(cuisine)}`));
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto('/');
  await searchBox(page).fill(restaurant.name.slice(0, 6));
  await page
    .getByRole('group', { name: 'Restaurants' })
    .getByRole('option', { name: new RegExp(`^${restaurant.name}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/\\d+`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('clicking elsewhere clears the typed text', async ({ page }) => {
  await page.goto('/');
  await searchBox(page).fill('pizza');
  await page.getByRole('heading', { name: 'Why diners choose TableFor' }).click();
  await expect(searchBox(page)).toHaveValue('');
});

test('search results filter, sort and show more', async ({ page, request }) => {
  const { facets, total } = await catalogue(request);
  expect(total).toBeGreaterThan(2 * PAGE_SIZE);
  await page.goto('/search-results');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(`${total} restaurants available`);
  await expect(page.getByRole('article')).toHaveCount(PAGE_SIZE);

  // Scrolling to the end of the list loads the next page by itself, until there is no more.
  for (let shown = PAGE_SIZE; shown < total;) {
    await page.getByRole('article').last().scrollIntoViewIfNeeded();
    shown = Math.min(shown + PAGE_SIZE, total);
    await expect(page.getByRole('article')).toHaveCount(shown);
  }
  await expect(page.getByRole('button', { name: 'Show more results' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
  await expect(page).toHaveURL(/sort=name/);
  const names = await page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
  const sorted = [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  expect(names).toEqual(sorted);

  await page.getByRole('combobox', { name: 'Price', exact: true }).selectOption('4');
  await expect(page).toHaveURL(/priceRange=4/);
  await expect(heading).not.toHaveText(`${total} restaurants available`);
  for (const text of await page.getByRole('article').allInnerTexts())
    expect(text).toContain('$$$$');

  await page
    .getByRole('combobox', { name: 'Cuisine', exact: true })
    .selectOption(facets.cuisines.at(-1)!);
  await expect(heading).toHaveText(/available|^0 restaurants/);
});

test('a search without matches shows the empty state', async ({ page }) => {
  await page.goto('/search-results?searchInput=zzzzqqqq');
  await expect(page.getByText("We didn't find a match for your search")).toBeVisible();
});

test('an available time slot opens the reservation page with its time', async ({ page }) => {
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
  await page.goto(`/search-results?date=${tomorrow}&time=19:00&partySize=2`);
  const slot = page.getByRole('link', { name: /^\d{1,2}:\d{2} PM$/ }).first();
  await slot.click();
  await expect(page).toHaveURL(
    new RegExp(
      `/restaurants/\\d+/reservations\\?date=${tomorrow}&time=\\d\\d%3A\\d\\d&partySize=2`,
    ),
  );
});

test('a Spanish reader sees 24-hour slots and the hours with Spanish weekday names', async ({
  page,
  request,
}) => {
  const { restaurant } = await catalogue(request);
  const detail = await (await request.get(`/api/restaurants/${restaurant.id}`)).json();
  const firstOpen = Object.entries(detail.opening_hours as Record<string, unknown[]>).find(
    ([, ranges]) => ranges.length > 0,
  );
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);

  await page.goto(`/search-results?date=${tomorrow}&time=19:00&partySize=2`);
  await expect(page.getByRole('link', { name: /^(1\d|2[0-2]):[03]0$/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /\d:\d\d [AP]M$/ })).toHaveCount(0);

  await page.goto(`/restaurants/${restaurant.id}`);
  const hours = page
    .locator('dd')
    .filter({ has: page.getByRole('listitem') })
    .first();
  const spanishDays = /^(lun|mar|mié|jue|vie|sáb|dom)/;
  await expect(hours.getByRole('listitem').first()).toHaveText(spanishDays);
  await expect(hours).not.toContainText(/Mon|Tue|Wed|Thu|Fri|Sat|Sun|AM|PM/);
  expect(firstOpen, 'the catalogue restaurant opens on some day').toBeTruthy();
  await expect(hours).toContainText(/(1\d|2[0-3]):[0-5]\d–/);
});

for (const [width, tabs] of [
  [375, ['Overview', 'Book', 'Photos', 'Menu', 'Reviews']],
  [800, ['Overview', 'Experiences', 'Dishes', /^Photos \(\d+\)$/, /^Reviews \(\d+\)$/]],
  [1280, ['Overview', 'Experiences', 'Dishes', 'Photos', 'Menu', 'Reviews']],
] as const) {
  test(`the restaurant page at ${width} px shows its tab set`, async ({ page, request }) => {
    const { restaurant } = await catalogue(request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/restaurants/${restaurant.id}`);
    await expect(page.getByRole('heading', { level: 1, name: restaurant.name })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Restaurant sections' });
    const links = nav.getByRole('link');
    await expect(links).toHaveCount(tabs.length);
    for (const [i, name] of tabs.entries()) await expect(links.nth(i)).toHaveText(name);
    const bookButton = page.getByRole('button', { name: 'Book a Table' });
    if (width < 768) await expect(bookButton).toBeVisible();
    else await expect(bookButton).toHaveCount(0);
  });
}

test('location banner with geolocation denied falls back and remembers it', async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Find restaurants near you!' });
  await expect(banner).toBeVisible({ timeout: 6000 });
  await banner.getByRole('button', { name: 'Allow' }).click();
  const fallback = page.getByRole('region', { name: /Showing restaurants near/ });
  await expect(fallback).toContainText('Location access denied by user');
  await expect(page.getByRole('banner')).toContainText('New York');
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('userLocation') ?? '{}'),
  );
  expect(stored).toMatchObject({ source: 'default', city: 'New York' });
  await fallback.getByRole('button', { name: 'Dismiss location prompt' }).click();
  await expect(fallback).toBeHidden();
  await page.reload();
  await page.waitForTimeout(3500);
  await expect(page.getByRole('region', { name: 'Find restaurants near you!' })).toBeHidden();
});

test('the banner can be dismissed without sharing', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Find restaurants near you!' });
  await expect(banner).toBeVisible({ timeout: 6000 });
  await banner.getByRole('button', { name: 'Dismiss location prompt' }).click();
  await expect(banner).toBeHidden();
});
