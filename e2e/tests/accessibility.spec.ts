/**
 * Accessibility: 'Accessible entrance' narrows the search results to restaurants with a step-free
 * entrance (the seed gives some one), in English and in Spanish, and a result's page says so in
 * its Accessibility section. With SCREENSHOTS_DIR set, the filter and the section are
 * photographed at 375 and 1280 px in both languages.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

const TEXT = {
  en: {
    filter: 'Accessible entrance',
    filters: 'Filters',
    available: /\d+ restaurants? available/,
    section: 'Accessibility',
    feature: 'Step-free entrance',
  },
  es: {
    filter: 'Entrada accesible',
    filters: 'Filtros',
    available: /\d+ restaurantes? disponibles?/,
    section: 'Accesibilidad',
    feature: 'Entrada sin escalones',
  },
} as const;

type Language = keyof typeof TEXT;

async function totalOf(request: APIRequestContext, query: string): Promise<number> {
  const res = await request.get(`/api/restaurants/search?${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

/** The ids of the results shown, from their links. */
async function shownIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .getByRole('article')
    .locator('a[href^="/restaurants/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(/\/restaurants\/(\d+)/.exec(href)?.[1])))];
}

async function filterByAccessibleEntrance(page: Page, language: Language, narrow: boolean) {
  const text = TEXT[language];
  await page.goto('/search-results');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.available);
  if (narrow) await page.getByRole('button', { name: text.filters }).click();
  // The box follows the URL, which the click changes: it is ticked once the URL says so.
  const box = page.getByRole('checkbox', { name: text.filter });
  await box.click();
  await expect(page).toHaveURL(/accessibleEntrance=true/);
  await expect(box).toBeChecked();
}

for (const language of ['en', 'es'] as const) {
  test(`search filtered by '${TEXT[language].filter}' shows only step-free entrances (${language})`, async ({
    page,
    request,
  }) => {
    const text = TEXT[language];
    await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    const all = await totalOf(request, '');
    const accessible = await totalOf(request, 'accessibleEntrance=true');
    expect(accessible).toBeGreaterThan(0);
    expect(accessible).toBeLessThan(all);

    await filterByAccessibleEntrance(page, language, false);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(String(accessible));
    const ids = await shownIds(page);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids.slice(0, 5)) {
      const res = await request.get(`/api/restaurants/${id}`);
      const restaurant = (await res.json()) as { accessibility: { step_free_entrance: boolean } };
      expect(restaurant.accessibility.step_free_entrance).toBe(true);
    }

    // The page of a result says so, in the reader's language.
    await page.goto(`/restaurants/${ids[0]}`);
    await expect(page.getByRole('heading', { name: text.section, exact: true })).toBeVisible();
    await expect(page.getByText(text.feature, { exact: true })).toBeVisible();

    // Unticked, every restaurant is back.
    await filterByAccessibleEntrance(page, language, false);
    await page.getByRole('checkbox', { name: text.filter }).click();
    await expect(page).not.toHaveURL(/accessibleEntrance/);
    await expect(heading).toContainText(String(all));
  });
}

test.describe('screens', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');

  for (const language of ['en', 'es'] as const) {
    for (const width of [375, 1280]) {
      test(`${language} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
        await filterByAccessibleEntrance(page, language, width < 768);
        await page.screenshot({ path: `${folder}/filter-${language}-${width}.png` });

        const [id] = await shownIds(page);
        await page.goto(`/restaurants/${id}`);
        const section = page.locator('section[aria-labelledby="accessibility-heading"]');
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${folder}/restaurant-section-${language}-${width}.png` });
        await section.screenshot({ path: `${folder}/section-${language}-${width}.png` });
      });
    }
  }
});
