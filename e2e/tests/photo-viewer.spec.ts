/**
 * A restaurant's photos open in a viewer by keyboard alone, in English and in Spanish: Tab to a
 * photo, Enter opens it at that photo with 'n of total', the arrow keys move, Tab stays inside,
 * Escape closes and focus is back on the photo. With SCREENSHOTS_DIR set, the viewer is
 * photographed at 375 and 1280 px in both languages.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './fixtures';

const RESTAURANT_ID = 7;

const TEXT = {
  en: { photo: (n: number, name: string) => `Photo ${n} of ${name}`, of: 'of', title: 'Photos of' },
  es: { photo: (n: number, name: string) => `Foto ${n} de ${name}`, of: 'de', title: 'Fotos de' },
} as const;

type Language = keyof typeof TEXT;

async function restaurant(page: Page): Promise<{ name: string; photos: number }> {
  const response = await page.request.get(`/api/restaurants/${RESTAURANT_ID}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { name: string; image_gallery: string[] };
  return { name: body.name, photos: new Set(body.image_gallery).size };
}

/** Tabs through the page until the photo has focus, as a keyboard user gets there. */
async function tabTo(page: Page, name: string) {
  const target = page.getByRole('button', { name, exact: true });
  for (let presses = 0; presses < 120; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return target;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached '${name}'`);
}

async function openFirstPhoto(page: Page, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
  await page.goto(`/restaurants/${RESTAURANT_ID}`);
  const { name, photos } = await restaurant(page);
  const text = TEXT[language];
  const first = await tabTo(page, text.photo(1, name));
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: `${text.title} ${name}` });
  await expect(viewer).toBeVisible();
  return { name, photos, first, viewer, text };
}

for (const language of ['en', 'es'] as const) {
  test(`photos open in a viewer by keyboard (${language})`, async ({ page }) => {
    const { name, photos, first, viewer, text } = await openFirstPhoto(page, language);
    expect(photos).toBeGreaterThanOrEqual(3);
    await expect(viewer).toHaveAttribute('aria-modal', 'true');
    await expect(viewer.getByText(`1 ${text.of} ${photos}`)).toBeVisible();
    await expect(viewer.getByRole('img', { name: text.photo(1, name) })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText(`2 ${text.of} ${photos}`)).toBeVisible();
    await expect(viewer.getByRole('img', { name: text.photo(2, name) })).toBeVisible();

    // Tab goes round the viewer's buttons, never back to the page behind it.
    for (let presses = 0; presses < 6; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page);

    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText(`1 ${text.of} ${photos}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(first).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
}

test.describe('screens', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');

  for (const language of ['en', 'es'] as const) {
    for (const width of [375, 1280]) {
      test(`${language} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript(() => sessionStorage.setItem('locationBannerDismissed', 'true'));
        const { viewer, text, photos, first } = await openFirstPhoto(page, language);
        await page.keyboard.press('ArrowRight');
        await expect(viewer.getByText(`2 ${text.of} ${photos}`)).toBeVisible();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `${folder}/photo-viewer-${language}-${width}.png` });
        await page.keyboard.press('Escape');
        await expect(viewer).toBeHidden();
        // Focus is back on the photo that opened the viewer, its ring drawn over it.
        await expect(first).toBeFocused();
        await page
          .locator('#photos')
          .screenshot({ path: `${folder}/photos-${language}-${width}.png` });
      });
    }
  }
});
