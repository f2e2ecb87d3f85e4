/**
 * Notify, as a diner meets it: a restaurant full all evening, 'Notify me' on the booking page, a
 * cancellation by another diner, the e-mail in the development mailbox, and its link booking the
 * held table in one click.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, signInWithToken, signUpThroughApi, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { adminHeaders } from './support/admin-account.ts';
import { createClaimableListing, mailTo, removeListing } from './support/claims.ts';
import { laDayAhead, laInstant } from './support/la-clock.ts';

/** One 2-top on 90-minute turns, open 17:00-22:00: three bookings fill the evening. */
async function fullEvening(request: APIRequestContext, date: string) {
  const listing = await createClaimableListing(request, `Notify Kitchen ${Date.now()}`);
  const floor = await request.put(`/api/owner/restaurants/${listing.id}/floor`, {
    headers: await adminHeaders(request),
    data: {
      areas: [{ id: -1, name: 'Main room' }],
      tables: [{ label: '1', area_id: -1, min_covers: 1, max_covers: 2 }],
      combinations: [],
      turn_times: [{ max_party: 20, minutes: 90 }],
      pacing: { max_covers: null },
      move_reservations: true,
    },
  });
  expect(floor.status(), await floor.text()).toBe(200);
  const bookings: { id: number; token: string }[] = [];
  for (const time of ['17:00', '18:30', '20:00']) {
    const diner = await signUpThroughApi(request);
    const booked = await request.post(`/api/restaurants/${listing.id}/reservations`, {
      headers: { Authorization: `Bearer ${diner.token}` },
      data: { party_size: 2, reservation_time: laInstant(date, time), contact_method: 'chat' },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    bookings.push({ id: ((await booked.json()) as { id: number }).id, token: diner.token });
  }
  return { listing, bookings };
}

test('a full evening, Notify, a cancellation, and the e-mailed link books the table', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const date = laDayAhead(4);
  const { listing, bookings } = await fullEvening(request, date);
  try {
    const waiting = await signUpThroughApi(request);
    await signInWithToken(page, waiting);
    await page.goto(`/restaurants/${listing.id}/reservations?date=${date}&time=19:00&partySize=2`);
    const slots = page.getByRole('list', { name: /Times on/ });
    await expect(slots.getByRole('button').first()).toBeVisible();
    await expect(slots.getByRole('button', { disabled: false })).toHaveCount(0);

    await page.getByRole('button', { name: 'Notify me when a table frees up' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('heading', { name: 'Get notified when a table frees up' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Notify me' }).click();
    await expect(dialog.getByText("You're on the list")).toBeVisible();
    await expect(dialog).toContainText('We hold it for you for 10 minutes');

    // The 18:30 party cancels: 18:30-20:00 is free, inside the window asked for.
    const cancelled = await request.delete(`/api/reservations/${bookings[1]!.id}`, {
      headers: { Authorization: `Bearer ${bookings[1]!.token}` },
    });
    expect(cancelled.status()).toBe(200);

    let letter: { subject: string; text: string } | undefined;
    await expect
      .poll(
        async () => {
          [letter] = await mailTo(request, waiting.diner.email, 'notify.offer');
          return letter?.subject;
        },
        { timeout: 15_000 },
      )
      .toBe(`A table at ${listing.name} is held for you`);
    const link = letter?.text.match(/https?:\/\/\S+\/notify\/\d+/)?.[0];
    expect(link).toBeTruthy();

    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole('button', { name: 'Book this table' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Book this table' }).click();
    await expect(page).toHaveURL(/\/reservations\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservation confirmed');
    await expect(page.getByRole('main')).toContainText(listing.name);

    // The held table is theirs: the confirmation went out, and nobody else may book 18:30.
    await expect
      .poll(
        async () => (await mailTo(request, waiting.diner.email, 'reservation.confirmed')).length,
        {
          timeout: 15_000,
        },
      )
      .toBe(1);
    const availability = await request.get(
      `/api/restaurants/${listing.id}/availability?date=${date}&partySize=2`,
    );
    const { slots: day } = (await availability.json()) as {
      slots: { time: string; available: boolean }[];
    };
    expect(day.filter((slot) => slot.available)).toEqual([]);
  } finally {
    await removeListing(request, listing.id);
  }
});
