/**
 * The restaurant's side: a guest asks for a call, the owner sees the request in the console,
 * calls and confirms it, and the guest's page and e-mail say it is confirmed; when the owner
 * later has to cancel it, the guest's page and e-mail give the restaurant's reason.
 */
import type { Page } from '@playwright/test';
import { expect, signInWithToken, test } from './fixtures.ts';
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
