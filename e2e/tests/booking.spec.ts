import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** A date three days ahead: in the future in every restaurant's zone, well inside six months. */
function soonDate(): string {
  return new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
}

/** Opens the booking page and picks a free time (the first or the last of that day). */
async function openBookingPage(
  page: Page,
  restaurantId: number,
  { time = '19:00', partySize = 2, pick = 'first' }: BookingPick = {},
) {
  await page.goto(
    `/restaurants/${restaurantId}/reservations?date=${soonDate()}&time=${time}&partySize=${partySize}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const slots = page.getByRole('list', { name: /Times on/ });
  await expect(slots.getByRole('button').first()).toBeVisible();
  // Any free time of that day (the restaurant may be closed at the asked time on that weekday).
  const free = slots.getByRole('button', { disabled: false });
  const slot = pick === 'first' ? free.first() : free.last();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
}

type BookingPick = { time?: string; partySize?: number; pick?: 'first' | 'last' };

async function signInAsDemoUser(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  const signIn = page.getByRole('dialog');
  await signIn.getByRole('button', { name: 'Demo User' }).click();
  await expect(signIn).toBeHidden();
}

async function say(page: Page, text: string, reply: string | RegExp) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your message').fill(text);
  await dialog.getByRole('button', { name: 'Send' }).click();
  // The bot types for 1.5-2.5 s before each reply.
  await expect(dialog.getByText(reply)).toBeVisible({ timeout: 5_000 });
}

/** GET /api/reservations/{id} from inside the page, with the code or token this browser holds. */
async function fetchReservation(page: Page, id: number) {
  return page.evaluate(async (reservationId) => {
    const codes = JSON.parse(localStorage.getItem('reservationCodes') ?? '{}') as Record<
      string,
      string
    >;
    const token = localStorage.getItem('token');
    const headers: Record<string, string> = {};
    if (codes[reservationId]) headers['X-Reservation-Code'] = codes[reservationId];
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await fetch(`/api/reservations/${reservationId}`, { headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }, id);
}

function reservationIdOf(page: Page): number {
  return Number(/\/reservations\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
}

test('a signed-out diner books through the chat and lands on the confirmed reservation', async ({
  page,
}) => {
  // Eight bot replies of 1.5-2.5 s each, then 2 s before the booking.
  test.setTimeout(60_000);
  await openBookingPage(page, 3);
  await page.getByRole('button', { name: 'Reserve this table' }).click();
  const choice = page.getByRole('dialog', { name: 'How would you like to confirm?' });
  await expect(choice.getByRole('button', { name: /Phone Call/ })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await choice.getByRole('button', { name: /Chat/ }).click();

  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(chat.getByText('Is that correct? Please answer yes or no.')).toBeVisible({
    timeout: 5_000,
  });
  await say(page, 'maybe', /Sorry, I didn't quite get that/);
  await say(page, 'yes', 'Great! What name should the reservation be under?');
  await say(
    page,
    'Erin Tester',
    'Thanks, Erin Tester! What email address should we send the confirmation to?',
  );
  await say(page, 'erin-at-example', "That doesn't look like a valid email address.");
  await say(page, 'erin.chat@example.com', /dietary restrictions/);
  await say(page, 'Window seat please', /added that to your reservation notes/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await say(page, 'none', /confirming your reservation now/);

  await page.waitForURL(/\/reservations\/\d+$/, { timeout: 10_000 });
  const id = reservationIdOf(page);
  const { status, body } = await fetchReservation(page, id);
  expect(status).toBe(200);
  expect(body).toMatchObject({
    status: 'confirmed',
    contact_method: 'chat',
    user_id: null,
    guest_name: 'Erin Tester',
    guest_email: 'erin.chat@example.com',
    chat_notes: 'Window seat please',
  });
  await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();

  // The guest's browser holds the booking's code: it may change the booking without an account.
  await page.getByRole('link', { name: 'Modify' }).click();
  await expect(page).toHaveURL(/\/reservations\/\d+\/modify$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Modify Your Reservation' }),
  ).toBeVisible();
});

test('the Demo User requests a callback and lands on the reservation', async ({ page }) => {
  await signInAsDemoUser(page);
  await openBookingPage(page, 4);
  await page.getByRole('button', { name: 'Reserve this table' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Phone Call/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Request a call' });
  await expect(dialog.getByText(/call you within 15 minutes/)).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue('demo@tablefor.app');

  const phone = dialog.getByLabel('Phone number');
  await phone.pressSequentially('555123');
  await expect(phone).toHaveValue('(555) 123');
  await dialog.getByRole('button', { name: 'Request a call' }).click();
  await expect(dialog.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  // An 11th digit is dropped: the field holds (555) 123-4567 at most.
  await phone.fill('');
  await phone.pressSequentially('55512345678');
  await expect(phone).toHaveValue('(555) 123-4567');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Request a call' }).click();
  await expect(dialog.getByText('Callback requested')).toBeVisible({ timeout: 5_000 });

  await page.waitForURL(/\/reservations\/\d+$/, { timeout: 10_000 });
  const { status, body } = await fetchReservation(page, reservationIdOf(page));
  expect(status).toBe(200);
  expect(body).toMatchObject({
    status: 'pending_callback',
    contact_method: 'phone',
    phone_number: '5551234567',
  });
  expect(body.user_id).toEqual(expect.any(Number));
  // A request until the restaurant calls: never shown as confirmed.
  await expect(
    page.getByRole('heading', { name: "Waiting for the restaurant's call" }),
  ).toBeVisible();
  await expect(page.getByText('Reservation confirmed')).toHaveCount(0);
});

test('the Demo User books through the chat without being asked for name or e-mail', async ({
  page,
}) => {
  // Four bot replies of 1.5-2.5 s each, then 2 s before the booking.
  test.setTimeout(45_000);
  await signInAsDemoUser(page);
  await openBookingPage(page, 11, { time: '20:30', partySize: 3, pick: 'last' });
  await page.getByRole('button', { name: 'Reserve this table' }).click();
  await page
    .getByRole('dialog', { name: 'How would you like to confirm?' })
    .getByRole('button', { name: /Chat/ })
    .click();

  const chat = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(chat.getByText('Is that correct? Please answer yes or no.')).toBeVisible({
    timeout: 5_000,
  });
  await say(page, 'yes', /I'll book it under .+ and send the confirmation to demo@tablefor\.app\./);
  await expect(chat.getByText(/dietary restrictions/)).toBeVisible({ timeout: 5_000 });
  await expect(chat.getByText('Great! What name should the reservation be under?')).toHaveCount(0);
  await say(page, 'Gluten free, please', /added that to your reservation notes/);
  await say(page, 'no', /confirming your reservation now/);

  await page.waitForURL(/\/reservations\/\d+$/, { timeout: 10_000 });
  const { status, body } = await fetchReservation(page, reservationIdOf(page));
  expect(status).toBe(200);
  expect(body).toMatchObject({
    status: 'confirmed',
    contact_method: 'chat',
    party_size: 3,
    chat_notes: 'Gluten free, please',
  });
  expect(body.user_id).toEqual(expect.any(Number));
  await expect(page.getByRole('heading', { name: 'Reservation confirmed' })).toBeVisible();
});

test('a signed-out diner requests a callback with a formatted phone number', async ({ page }) => {
  await openBookingPage(page, 12, { time: '18:00', partySize: 4, pick: 'last' });
  await page.getByRole('button', { name: 'Reserve this table' }).click();
  await page
    .getByRole('dialog', { name: 'How would you like to confirm?' })
    .getByRole('button', { name: /Phone Call/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Request a call' });
  await expect(dialog.getByLabel('Name')).toHaveValue('');
  await expect(dialog.getByLabel('Email')).toHaveValue('');

  await dialog.getByLabel('Name').fill('Casey Caller');
  await dialog.getByLabel('Email').fill('casey.callback@example.com');
  const phone = dialog.getByLabel('Phone number');
  await phone.pressSequentially('5551234567');
  await expect(phone).toHaveValue('(555) 123-4567');
  await dialog.getByRole('button', { name: 'Request a call' }).click();
  await expect(dialog.getByText('Callback requested')).toBeVisible({ timeout: 5_000 });

  await page.waitForURL(/\/reservations\/\d+$/, { timeout: 10_000 });
  const { status, body } = await fetchReservation(page, reservationIdOf(page));
  expect(status).toBe(200);
  expect(body).toMatchObject({
    status: 'pending_callback',
    contact_method: 'phone',
    party_size: 4,
    user_id: null,
    guest_name: 'Casey Caller',
    guest_email: 'casey.callback@example.com',
    phone_number: '5551234567',
  });
  // A request until the restaurant calls: never shown as confirmed.
  await expect(
    page.getByRole('heading', { name: "Waiting for the restaurant's call" }),
  ).toBeVisible();
  await expect(page.getByText('Reservation confirmed')).toHaveCount(0);
});

test("the profile's 'Find a time' opens the booking page with the chosen values", async ({
  page,
}) => {
  const date = soonDate();
  await page.goto(`/restaurants/5?date=${date}&time=19:30&partySize=3`);
  await page.getByRole('button', { name: 'Find a time' }).first().click();
  await expect(page).toHaveURL(
    new RegExp(`/restaurants/5/reservations\\?date=${date}&time=19:30&partySize=3$`),
  );
  await expect(page.getByLabel('Party size', { exact: true })).toHaveValue('3');
  await expect(page.getByLabel('Time', { exact: true })).toHaveValue('19:30');
  await page.getByLabel('Date', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Reserve this table' }).click();
  await expect(page.getByText('Please select a date', { exact: true })).toBeVisible();
});
