/**
 * The restaurant's side: a guest asks for a call, the owner sees the request in the console,
 * calls and confirms it, and the guest's page and e-mail say it is confirmed; when the owner
 * later has to cancel it, the guest's page and e-mail give the restaurant's reason. The creator of
 * a listing an administrator has not approved finds it in the console, waiting or turned down with
 * the reason. With SCREENSHOTS_DIR set, the console's screens at 768 and 375 px, in both languages.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInWithToken, signUpThroughApi, test, type ApiSession } from './fixtures.ts';
import { adminHeaders } from './support/admin-account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { mailTo, removeListing } from './support/claims.ts';
import { ownedListing } from './support/owners.ts';

/** A date four days ahead: in the future in the restaurant's zone, inside every window. */
const DAY = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);

async function requestCallback(
  page: Page,
  restaurantId: number,
  guest: { name: string; email: string },
) {
  await page.goto(`/restaurants/${restaurantId}/reservations?date=${DAY}&time=19:00&partySize=3`);
  const slot = page.getByRole('list', { name: /Times on/ }).getByRole('button', { name: /7:00/ });
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Reserve this table' }).click();
  await page
    .getByRole('dialog', { name: 'How would you like to confirm?' })
    .getByRole('button', { name: /Phone Call/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Request a call' });
  await dialog.getByLabel('Name').fill(guest.name);
  await dialog.getByLabel('Email').fill(guest.email);
  await dialog.getByLabel('Phone number').pressSequentially('3105550123');
  await dialog.getByRole('button', { name: 'Request a call' }).click();
  await page.waitForURL(/\/reservations\/\d+$/, { timeout: 10_000 });
  return Number(/\/reservations\/(\d+)$/.exec(page.url())?.[1]);
}

test('a guest asks for a call; the owner confirms it, later cancels it; the guest is told', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000); // three people across four pages: the guest, the owner, the mailbox
  const { listing, owner } = await ownedListing(request, 'Callback Corner');
  const guest = { name: 'Casey Caller', email: `casey.${Date.now()}@example.com` };
  try {
    // The guest, signed out, books by callback: the page says a call is coming.
    const reservationId = await requestCallback(page, listing.id, guest);
    await expect(page.getByText(/will call you within 15 minutes/)).toBeVisible();

    // The owner's console lists the request first, with the guest's phone and the timer.
    const console = await (await browser.newContext()).newPage();
    await signInWithToken(console, owner);
    await console.goto('/business/dashboard');
    await expect(console.getByRole('heading', { level: 1, name: 'Callback Corner' })).toBeVisible();
    const requests = console.getByRole('region', { name: 'Callback requests' });
    const card = requests.getByRole('article').filter({ hasText: guest.name });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: /Call Casey Caller/ })).toHaveAttribute(
      'href',
      /^tel:/,
    );
    await expect(card).toContainText(/left to call/);
    await expectNoAxeViolations(console);

    await card.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(
      console.getByText(`${guest.name}'s reservation is confirmed.`, { exact: false }),
    ).toBeVisible();
    await expect(requests.getByRole('article')).toHaveCount(0);
    const book = console.getByRole('region', { name: "The day's book" });
    await book.getByLabel('Date', { exact: true }).fill(DAY);
    await expect(book.getByRole('article').filter({ hasText: guest.name })).toContainText(
      'Confirmed',
    );
    await console.context().close();

    // The guest's page no longer waits for a call, and the e-mail carries the booking.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reservation confirmed' }),
    ).toBeVisible();
    await expect(page.getByText(/will call you within 15 minutes/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expect
      .poll(
        async () => (await mailTo(request, guest.email, 'reservation.callback_confirmed')).length,
      )
      .toBe(1);
    const [mail] = await mailTo(request, guest.email, 'reservation.callback_confirmed');
    expect(mail?.subject).toBe('Callback Corner confirmed your reservation');
    expect(mail?.text).toContain(`/reservations/${reservationId}?code=`);

    // The restaurant has to cancel after all: from the day's book, with a reason for the guest.
    const later = await (await browser.newContext()).newPage();
    await signInWithToken(later, owner);
    await later.goto(`/business/dashboard?date=${DAY}`);
    const booked = later
      .getByRole('region', { name: "The day's book" })
      .getByRole('article')
      .filter({ hasText: guest.name });
    await booked.getByRole('button', { name: 'Cancel reservation' }).click();
    const dialog = later.getByRole('dialog', { name: 'Cancel this reservation?' });
    await dialog.getByLabel('Reason for the guest').fill('Our kitchen is closed that evening.');
    await expectNoAxeViolations(later);
    await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(later.getByRole('status').filter({ hasText: 'is cancelled' })).toBeVisible();
    await expect(booked).toContainText('Cancelled: Our kitchen is closed that evening.');
    await later.context().close();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reservation cancelled' }),
    ).toBeVisible();
    await expect(
      page.getByText("The restaurant's reason: Our kitchen is closed that evening."),
    ).toBeVisible();
    await expect
      .poll(async () => (await mailTo(request, guest.email, 'reservation.cancelled')).length)
      .toBe(1);
    const [cancelled] = await mailTo(request, guest.email, 'reservation.cancelled');
    expect(cancelled?.text).toContain('Reason: Our kitchen is closed that evening.');
  } finally {
    await removeListing(request, listing.id);
  }
});

/** A listing `session`'s account adds itself: it waits for an administrator's review. */
async function listingOf(request: APIRequestContext, session: ApiSession, name: string) {
  const response = await request.post('/api/restaurants/', {
    headers: { Authorization: `Bearer ${session.token}` },
    data: {
      name,
      description: 'A new kitchen waiting for its review.',
      website: 'https://www.new-kitchen.example',
      preview_img: '/images/fallback.svg',
      neighborhood: 'Highland Park',
      cross_street: 'Figueroa St & York Blvd',
      cuisines: 'Mexican',
      cost: 2,
      dining_style: 'Casual Dining',
      dress_code: 'Casual',
      operation_hours: 'Mon-Sun 5:00 pm-10:00 pm',
      phone: '3235550177',
      parking_details: 'Street parking',
      payment_options: 'Visa, Mastercard',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A new account with one listing waiting for review and one an administrator turned down. */
async function creatorWithListings(request: APIRequestContext) {
  const creator = await signUpThroughApi(request);
  const stamp = creator.diner.username;
  const waiting = { id: 0, name: `Waiting Kitchen ${stamp}` };
  const rejected = { id: 0, name: `Turned Down Kitchen ${stamp}` };
  rejected.id = await listingOf(request, creator, rejected.name);
  waiting.id = await listingOf(request, creator, waiting.name);
  const rejection = await request.post(`/api/restaurants/${rejected.id}/reject`, {
    headers: await adminHeaders(request),
    data: { reason: 'We could not find this address.' },
  });
  expect(rejection.status(), await rejection.text()).toBe(200);
  return { creator, waiting, rejected };
}

test('the creator of a listing in review finds it in the console, waiting or turned down', async ({
  page,
  request,
}) => {
  const { creator, waiting, rejected } = await creatorWithListings(request);
  try {
    await signInWithToken(page, creator);
    await page.goto('/');
    // The account menu leads to the console though the account owns no restaurant yet.
    await page.getByRole('banner').getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('link', { name: 'Restaurant console' }).click();
    await expect(page).toHaveURL(/\/business\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: "Your listings aren't live yet" }),
    ).toBeVisible();
    await expect(page.getByText("You don't manage a restaurant yet")).toHaveCount(0);
    const item = (name: string) => page.getByRole('article').filter({ hasText: name });
    await expect(item(waiting.name)).toContainText('Waiting for review');
    await expect(item(waiting.name)).toContainText('once an administrator approves it');
    await expect(item(rejected.name)).toContainText('Not approved');
    await expect(item(rejected.name)).toContainText('We could not find this address.');
    await expectNoAxeViolations(page);

    await item(waiting.name)
      .getByRole('link', { name: `View the listing ${waiting.name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/restaurants/${waiting.id}`));
  } finally {
    await removeListing(request, waiting.id);
    await removeListing(request, rejected.id);
  }
});

test.describe('screens', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');

  for (const language of ['en', 'es'] as const) {
    for (const width of [768, 375]) {
      test(`${language} at ${width} px`, async ({ page, request }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
        const shot = (name: string) =>
          page.screenshot({ path: `${folder}/${name}-${language}-${width}.png`, fullPage: true });

        const { creator, waiting, rejected } = await creatorWithListings(request);
        const { listing, owner } = await ownedListing(
          request,
          `Screens Console ${language}${width}`,
        );
        try {
          await signInWithToken(page, creator);
          await page.goto('/business/dashboard');
          await expect(page.getByRole('article')).toHaveCount(2);
          await shot('console-listings-in-review');

          const ownerPage = await (await page.context().browser()!.newContext()).newPage();
          await ownerPage.setViewportSize({ width, height: 900 });
          await ownerPage.addInitScript((lang) => localStorage.setItem('language', lang), language);
          await signInWithToken(ownerPage, owner);
          await ownerPage.goto('/business/dashboard');
          await expect(ownerPage.getByRole('heading', { level: 1 })).toBeVisible();
          await ownerPage.screenshot({
            path: `${folder}/console-book-${language}-${width}.png`,
            fullPage: true,
          });
          await ownerPage.context().close();
        } finally {
          await removeListing(request, waiting.id);
          await removeListing(request, rejected.id);
          await removeListing(request, listing.id);
        }
      });
    }
  }
});
