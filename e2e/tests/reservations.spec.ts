/**
 * Managing a reservation: open it, modify it, download it as .ics, find it on the dashboard and
 * cancel it from the top-bar menu. The diner and the booking are made through the API.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, signInWithToken, signUpThroughApi, type ApiSession } from './fixtures.ts';

type Booked = {
  id: number;
  local_date: string;
  local_time: string;
  restaurant: { id: number; name: string };
};

/** Books 3-4 days ahead at 03:00 UTC (evening in Los Angeles), trying restaurants until one fits. */
async function book(request: APIRequestContext, session: ApiSession): Promise<Booked> {
  const date = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);
  for (let restaurantId = 1; restaurantId <= 20; restaurantId += 1) {
    const response = await request.post(`/api/restaurants/${restaurantId}/reservations`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { party_size: 2, reservation_time: `${date} 03:00:00`, contact_method: 'chat' },
    });
    if (response.status() === 201) return (await response.json()) as Booked;
  }
  throw new Error('No restaurant could take the booking');
}

const timeText = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
};
const dateText = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

test('a diner opens, modifies, downloads and finds a reservation on the dashboard', async ({
  page,
  request,
}) => {
  const session = await signUpThroughApi(request);
  const booked = await book(request, session);
  await signInWithToken(page, session);

  await page.goto(`/reservations/${booked.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reservation confirmed' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: booked.restaurant.name })).toBeVisible();
  await expect(page.getByText(timeText(booked.local_time), { exact: true })).toBeVisible();
  await expect(page.getByText(dateText(booked.local_date), { exact: true })).toBeVisible();
  await expect(page.getByText('2 people', { exact: true })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`reservation-${booked.id}.ics`);
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('BEGIN:VEVENT');

  await page.getByRole('link', { name: 'Modify' }).click();
  await expect(page).toHaveURL(`/reservations/${booked.id}/modify`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Modify Your Reservation' }),
  ).toBeVisible();
  // Nothing changed yet: nothing to save.
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  // An empty date is refused with the spec's message.
  await page.getByLabel('New date').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please select a new date', { exact: true })).toBeVisible();

  await page.getByLabel('New date').fill(booked.local_date);
  await page.getByLabel('Party size').selectOption('3');
  // Any other free time; its label is what the reservation page shows afterwards.
  const slot = page.locator('input[name="modify-time"]:not(:disabled):not(:checked)').first();
  const newTimeText = (await slot.getAttribute('aria-label')) ?? '';
  await slot.check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/reservations/${booked.id}`);
  await expect(page.getByText('Reservation updated')).toBeVisible();
  await expect(page.getByText(newTimeText, { exact: true })).toBeVisible();
  await expect(page.getByText('3 people', { exact: true })).toBeVisible();

  await page.goto(`/users/${session.userId}/dining-dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Erin Tester' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming reservations' });
  await expect(upcoming.getByText(booked.restaurant.name)).toBeVisible();
  await expect(
    upcoming.getByText(`${dateText(booked.local_date)} at ${newTimeText}`),
  ).toBeVisible();
  await expect(page.getByText('You have no past reservations')).toBeVisible();
});

test('a diner cancels the upcoming reservation from the top-bar menu', async ({
  page,
  request,
}) => {
  const session = await signUpThroughApi(request);
  const booked = await book(request, session);
  await signInWithToken(page, session);
  await page.goto('/');

  await page.getByRole('button', { name: /you have a reservation coming up/ }).click();
  await expect(page.getByText('Table for 2 people')).toBeVisible();
  await expect(page.getByText(booked.restaurant.name)).toBeVisible();
  await page.getByRole('link', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(`/reservations/${booked.id}?showCancelModal=true`);

  const dialog = page.getByRole('dialog', { name: 'Cancel this reservation?' });
  await dialog.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page).toHaveURL('/');
  // Home says which reservation went.
  await expect(
    page.getByText(`Your reservation at ${booked.restaurant.name} was cancelled.`, {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Upcoming reservations', exact: true }).click();
  await expect(page.getByText('You have no upcoming reservations')).toBeVisible();
});

test('a reservation link opened signed out says how to get in, and signing in opens it', async ({
  page,
  request,
}) => {
  const session = await signUpThroughApi(request);
  const booked = await book(request, session);
  await page.goto(`/reservations/${booked.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to see this reservation' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(session.diner.email);
  await dialog.getByLabel('Password').fill(session.diner.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/reservations/${booked.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Reservation confirmed' }),
  ).toBeVisible();
});

test('a signed-out deep link to the dining dashboard asks to sign in, then opens it', async ({
  page,
  request,
}) => {
  const session = await signUpThroughApi(request);
  await page.goto(`/users/${session.userId}/dining-dashboard?view=saved-restaurants`);
  await expect(page).toHaveURL('/');
  const dialog = page.getByRole('dialog', { name: 'Welcome to TableFor!' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email').fill(session.diner.email);
  await dialog.getByLabel('Password').fill(session.diner.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`/users/${session.userId}/dining-dashboard?view=saved-restaurants`);
});
