/**
 * The admin dashboard: an administrator edits a restaurant, uploads a picture and makes it the
 * preview, removes a gallery picture and deletes the restaurant; changes a diner's role and
 * deletes the diner; everyone else is sent home. The restaurants view also shows as a compact
 * table (?layout=table) that scrolls in its own box on a phone, and the edit dialog keeps Save and
 * Cancel at its bottom. The restaurant and the diner are made through the API for this test alone,
 * so no other journey sees them change. With SCREENSHOTS_DIR set, the table and the edit dialog at
 * 1280 and 375 px, in both languages.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, uniqueDiner, signUpThroughApi } from './fixtures.ts';
import { ADMIN, adminToken } from './support/admin-account.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** A valid 1x1 PNG. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A published restaurant of its own, with one gallery picture (a seeded restaurant's preview). */
async function createRestaurant(request: APIRequestContext, name: string) {
  const seeded = await request.get('/api/restaurants/search?pageSize=1');
  const { restaurants } = (await seeded.json()) as { restaurants: { preview_img: string }[] };
  const picture = restaurants[0]?.preview_img ?? '/images/fallback.svg';
  const response = await request.post('/api/restaurants/', {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
    data: {
      name,
      description: 'A test kitchen that exists for one journey.',
      website: 'https://e2e-bistro.example',
      preview_img: picture,
      image_gallery: [picture],
      neighborhood: 'Silver Lake',
      cross_street: 'Sunset Blvd & Griffith Park Blvd',
      cuisines: 'Californian, Bistro',
      cost: 2,
      dining_style: 'Casual Dining',
      dress_code: 'Casual',
      operation_hours: 'Mon-Sun 5:00 pm-10:00 pm',
      phone: '3235550142',
      parking_details: 'Street parking',
      payment_options: 'Visa, Mastercard',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

const galleryItem = (dialog: Locator, n: number) =>
  dialog
    .getByRole('listitem')
    .filter({ has: dialog.page().getByRole('button', { name: `Remove photo ${n}` }) });

test('an administrator edits a restaurant, its gallery and preview, then deletes it', async ({
  page,
  request,
}) => {
  const name = `E2E Bistro ${uniqueDiner().username}`;
  await createRestaurant(request, name);
  await signInAsAdmin(page);

  // The default view: one page of the catalogue, searchable by name.
  await expect(page.getByRole('link', { name: 'Restaurants', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Restaurant' })).toHaveAttribute(
    'href',
    '/create-restaurant',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('searchbox', { name: 'Search restaurants by name' }).fill(name);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByText('1 restaurant', { exact: true })).toBeVisible();

  // Details mode: every field, the phone as (XXX) XXX-XXXX.
  await page.getByRole('button', { name, exact: true }).click();
  let dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('link', { name: '(323) 555-0142' })).toBeVisible();
  await expect(dialog.getByText('Sunset Blvd & Griffith Park Blvd')).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Edit mode: a new name, saved with PUT.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(dialog.getByLabel('Phone')).toHaveValue('(323) 555-0142');
  await expectNoAxeViolations(page, 'dialog[open]');
  const renamed = `${name} Renamed`;
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  dialog = page.getByRole('dialog', { name: renamed });
  await expect(dialog.getByText('Restaurant updated')).toBeVisible();

  // The gallery: upload a PNG with its progress, make it the preview, remove the other picture.
  await dialog.getByRole('button', { name: 'Edit restaurant' }).click();
  dialog = page.getByRole('dialog', { name: `Edit ${renamed}` });
  await expect(dialog.getByText('1 of 10 photos')).toBeVisible();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(dialog.getByText('Image uploaded')).toBeVisible();
  await expect(dialog.getByText('2 of 10 photos')).toBeVisible();

  await dialog.getByRole('button', { name: 'Set as preview: photo 2' }).click();
  await expect(dialog.getByText('Preview image updated successfully')).toBeVisible();
  await expect(galleryItem(dialog, 2).getByText('Preview', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Set as preview: photo 1' })).toBeVisible();
  // The message goes after 3 seconds.
  await expect(dialog.getByText('Preview image updated successfully')).toBeHidden({
    timeout: 5_000,
  });

  await dialog.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(dialog.getByText('Image removed')).toBeVisible();
  await expect(dialog.getByText('1 of 10 photos')).toBeVisible();
  // The uploaded picture, now the only one, is still the preview.
  await expect(galleryItem(dialog, 1).getByText('Preview', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[open]');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The card shows the new name and the uploaded preview.
  const card = page.getByRole('article').filter({ hasText: renamed });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img')).toHaveAttribute('src', /^\/uploads\//);

  // Delete, after the confirmation.
  await card.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete restaurant' });
  await expect(confirm).toContainText('Are you sure you want to delete this restaurant?');
  await expectNoAxeViolations(page, 'dialog[open]');
  await confirm.getByRole('button', { name: 'Delete restaurant' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`No restaurants match “${name}”`)).toBeVisible();
});

test("an administrator changes a diner's role and deletes the diner", async ({ page, request }) => {
  const { diner } = await signUpThroughApi(request);
  await signInAsAdmin(page);

  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\?view=users$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Users' })).toBeVisible();
  await expectNoAxeViolations(page);

  const search = page.getByRole('searchbox', { name: 'Search users' });
  await search.fill(diner.email);
  const card = page.getByRole('article').filter({ hasText: diner.email });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card.getByText('User', { exact: true })).toBeVisible();
  const fullName = `${diner.firstName} ${diner.lastName}`;

  // The Role select, saved with PUT.
  await card.getByRole('button', { name: `Edit ${fullName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user' });
  await expect(edit.getByLabel('Role')).toHaveValue('user');
  await expectNoAxeViolations(page, 'dialog[open]');
  await edit.getByLabel('Role').selectOption({ label: 'Administrator' });
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText('Administrator', { exact: true })).toBeVisible();

  // The API refuses deleting oneself: the dialog says why.
  await search.fill(ADMIN.email);
  const own = page.getByRole('article').filter({ hasText: ADMIN.email });
  await expect(own.getByText('You', { exact: true })).toBeVisible();
  await own.getByRole('button', { name: /^Delete / }).click();
  let confirm = page.getByRole('dialog', { name: 'Delete user' });
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(confirm.getByRole('alert')).toContainText('You cannot delete your own account here');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Deleting the diner, after the confirmation.
  await search.fill(diner.email);
  await card.getByRole('button', { name: `Delete ${fullName}` }).click();
  confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText('Are you sure you want to delete this user?');
  await expectNoAxeViolations(page, 'dialog[open]');
  await confirm.getByRole('button', { name: 'Delete user' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`No users match “${diner.email}”`)).toBeVisible();
});

test('a visitor or a diner who is not an administrator is sent home', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/$/);

  // Signed out, home asks to sign in first; a diner who does is still sent home.
  await page.getByRole('dialog').getByRole('button', { name: 'Demo User' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/admin/dashboard?view=users');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
});

/** Signed in as the seeded administrator before the page loads, in `language`. */
async function adminPage(page: Page, request: APIRequestContext, language: 'en' | 'es' = 'en') {
  const response = await request.post('/api/admin/login', { data: ADMIN });
  const body = (await response.json()) as { access_token: string; expires_at: string };
  await page.addInitScript(
    ({ token, expiresAt, lang }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('expires_at', expiresAt);
      localStorage.setItem('language', lang);
    },
    { token: body.access_token, expiresAt: body.expires_at, lang: language },
  );
}

/** Whether the page itself scrolls sideways (it must not: wide content scrolls in its own box). */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the restaurants view as a table: state, owners, last change, sorted, scrolling in its box', async ({
  page,
  request,
}) => {
  const name = `E2E Table ${uniqueDiner().username}`;
  const id = await createRestaurant(request, name);
  try {
    await page.setViewportSize({ width: 375, height: 800 });
    await adminPage(page, request);
    await page.goto('/admin/dashboard');
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await expect(page).toHaveURL(/[?&]layout=table/);
    const table = page.getByRole('table', { name: 'Restaurants, one row each' });
    await expect(table).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search restaurants by name' }).fill(name);
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Published');
    await expect(row).toContainText('Silver Lake');
    await expect(row).toContainText('None');
    await expectNoAxeViolations(page);

    // On a phone the table scrolls inside its own box; the page does not.
    const box = page.getByRole('region', { name: 'Restaurants, one row each' });
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);

    // Sorted from the header: the latest change first, the order kept in the address.
    await page.getByRole('searchbox', { name: 'Search restaurants by name' }).fill('');
    await table
      .getByRole('columnheader', { name: /^Updated/ })
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(/[?&]sort=-updated/);
    await expect(table.getByRole('columnheader', { name: /^Updated/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Table', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(table.getByRole('row').nth(1)).toContainText(name);

    // The edit dialog keeps Save and Cancel in sight while its body scrolls to the photos.
    await table.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    const photos = dialog.getByRole('region', { name: 'Photos' });
    await expect(photos).toContainText('Photo changes are saved at once.');
    await dialog.getByLabel('Name').focus();
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeInViewport();
    await photos.scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInViewport();
    await expectNoAxeViolations(page, 'dialog[open]');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  } finally {
    await request.delete(`/api/restaurants/${id}`, {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    });
  }
});

test.describe('screens', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');

  for (const language of ['en', 'es'] as const) {
    for (const width of [1280, 375]) {
      test(`${language} at ${width} px`, async ({ page, request }) => {
        const name = `Screens Table ${language} ${width} ${Date.now()}`;
        const id = await createRestaurant(request, name);
        try {
          await page.setViewportSize({ width, height: 900 });
          await adminPage(page, request, language);
          await page.goto('/admin/dashboard?layout=table&sort=-updated');
          const table = page.getByRole('table');
          await expect(table.getByRole('row').nth(1)).toContainText(name);
          await page.screenshot({ path: `${folder}/admin-table-${language}-${width}.png` });
          await table.getByRole('row').nth(1).getByRole('button').nth(1).click();
          const dialog = page.getByRole('dialog');
          await dialog.evaluate((element) =>
            Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
          );
          await page.screenshot({ path: `${folder}/admin-edit-top-${language}-${width}.png` });
          await dialog.locator('section').last().scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${folder}/admin-edit-photos-${language}-${width}.png` });
        } finally {
          await request.delete(`/api/restaurants/${id}`, {
            headers: { Authorization: `Bearer ${await adminToken(request)}` },
          });
        }
      });
    }
  }
});
