/**
 * The pages for restaurant owners: /business shows its figures and testimonials, 'See How It
 * Works' brings the reader to the features and 'List Your Restaurant' to /business/get-started;
 * the contact form shows each field's message (in English and in Spanish), formats the phone as
 * typed, stores a valid inquiry where administrators read it, and keeps the typed values when
 * sending fails; get-started offers a new listing or the claim of a listed restaurant; the Terms
 * of Service and Privacy Policy, reached from the footer, show their numbered sections. Every
 * page has no accessibility violations.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test, uniqueDiner } from './fixtures.ts';
import { adminHeaders } from './support/admin-account.ts';
import { expectNoAxeViolations } from './support/axe.ts';

const HERO = 'Fill more tables, with less time on the phone';

// Axe takes several seconds on these long pages, and a page's first render several more when the
// machine is busy: give each journey room, and the first look at a page more than 7 seconds.
test.describe.configure({ timeout: 60_000 });

/** Opens a page and waits until its main heading is rendered (its code is loaded lazily). */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading, {
    timeout: 20_000,
  });
}

const contactSection = (page: Page, title = 'Join TableFor today') =>
  page.getByRole('region', { name: title });

const field = (form: Locator, label: string) => form.getByLabel(label, { exact: true });

/** Every field of the form valid; the e-mail in mixed case, the phone as typed digits. */
async function fillContactForm(form: Locator, restaurantName: string) {
  await field(form, 'First name').fill('Rosa');
  await field(form, 'Last name').fill('Marquez');
  await field(form, 'Work email').fill('Rosa.Marquez@Example.com');
  await field(form, 'Phone number').fill('3105550147');
  await field(form, 'Restaurant name').fill(restaurantName);
  await field(form, 'Job title').selectOption({ label: 'Owner' });
  await field(form, 'Number of locations').selectOption({ label: '2–5 locations' });
  await field(form, 'Reason for contact').selectOption({ label: 'List my restaurant' });
}

test('/business shows figures, testimonials, the features and the way in', async ({ page }) => {
  await open(page, '/business', HERO);
  await expect(page).toHaveTitle('For Restaurants · TableFor');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('region', { name: 'TableFor in numbers' }).getByRole('definition'),
  ).toHaveText(['500+', '50K+', '98%', '24/7']);
  const quotes = main.getByRole('region', { name: 'Trusted by restaurants across Los Angeles' });
  await expect(quotes.locator('blockquote')).toHaveCount(3);
  await expect(quotes.getByRole('figure').locator('strong')).toHaveText([
    'Maria Delgado',
    'James Park',
    'Sofia Rossi',
  ]);
  await expectNoAxeViolations(page);

  // 'See How It Works' scrolls to the features and takes the keyboard there.
  const features = main.getByRole('heading', {
    level: 2,
    name: 'Everything you need to keep the book full',
  });
  await expect(features).not.toBeInViewport();
  await main.getByRole('button', { name: 'See How It Works', exact: true }).click();
  await expect(features).toBeInViewport();
  await expect(features).toBeFocused();

  await main.getByRole('link', { name: 'List Your Restaurant', exact: true }).click();
  await expect(page).toHaveURL(/\/business\/get-started$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Put your restaurant on TableFor',
  );
});

test.describe('on a phone-sized screen', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the business page has no accessibility violations', async ({ page }) => {
    await open(page, '/business', HERO);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});

test('the contact form explains each field and stores a valid inquiry', async ({
  page,
  request,
}) => {
  await open(page, '/business', HERO);
  const form = contactSection(page);
  const submit = form.getByRole('button', { name: 'Submit', exact: true });
  await submit.click();
  for (const [label, message] of [
    ['First name', 'First name is required'],
    ['Last name', 'Last name is required'],
    ['Work email', 'Email is required'],
    ['Phone number', 'Phone number is required'],
    ['Restaurant name', 'Restaurant name is required'],
    ['Job title', 'Job title is required'],
    ['Number of locations', 'Number of locations is required'],
    ['Reason for contact', 'Please select a reason for contact'],
  ] as const) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
    await expect(field(form, label)).toHaveAccessibleDescription(message);
  }
  // The keyboard goes to the first field with a message.
  await expect(field(form, 'First name')).toBeFocused();

  const restaurantName = `E2E Kitchen ${uniqueDiner().username}`;
  await fillContactForm(form, restaurantName);
  await expect(field(form, 'Phone number')).toHaveValue('(310) 555-0147');
  await expect(form.getByText('First name is required', { exact: true })).toBeHidden();

  await field(form, 'Work email').fill('rosa@example');
  await field(form, 'Phone number').fill('310555');
  await expect(field(form, 'Phone number')).toHaveValue('(310) 555');
  await submit.click();
  await expect(field(form, 'Work email')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await expect(field(form, 'Phone number')).toHaveAccessibleDescription(
    'Please enter a valid phone number',
  );
  await expect(field(form, 'Work email')).toBeFocused();

  await fillContactForm(form, restaurantName);
  await submit.click();
  const receipt = form.getByRole('status');
  await expect(receipt.getByRole('heading', { name: 'Message received' })).toBeFocused();
  await expect(receipt).toContainText(
    'Thank you for your interest! Our team will contact you shortly.',
  );

  // The administrators' inbox lists it first.
  const headers = await adminHeaders(request);
  const inbox = await request.get('/api/business/inquiries', { headers });
  expect(inbox.status()).toBe(200);
  const { inquiries } = (await inbox.json()) as { inquiries: Record<string, unknown>[] };
  expect(inquiries[0]).toMatchObject({
    restaurantName,
    firstName: 'Rosa',
    lastName: 'Marquez',
    email: 'rosa.marquez@example.com',
    phoneNumber: '(310) 555-0147',
    jobTitle: 'owner',
    numLocations: '2-5',
    contactReason: 'listRestaurant',
    language: 'en',
    handled_at: null,
  });
});

test('a failed submission says so and keeps what was typed', async ({ page, consoleErrors }) => {
  await page.route(
    '**/api/business/contact',
    (route) => route.fulfill({ status: 500, json: { errors: ['server: unavailable'] } }),
    { times: 1 },
  );
  await open(page, '/business', HERO);
  const form = contactSection(page);
  const restaurantName = `E2E Kitchen ${uniqueDiner().username}`;
  await fillContactForm(form, restaurantName);
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Sorry, there was an error submitting your form. Please try again.',
  );
  await expect(field(form, 'Work email')).toHaveValue('Rosa.Marquez@Example.com');
  await expect(field(form, 'Phone number')).toHaveValue('(310) 555-0147');
  await expect(field(form, 'Restaurant name')).toHaveValue(restaurantName);
  await expect(field(form, 'Number of locations')).toHaveValue('2-5');
  await expectNoAxeViolations(page);
  // The browser logs the 500 this test made the API answer: expected, so not a failure.
  await expect.poll(() => consoleErrors).toEqual([expect.stringMatching(/status of 500/)]);
  consoleErrors.length = 0;

  // Trying again sends it.
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(form.getByRole('status')).toContainText(
    'Thank you for your interest! Our team will contact you shortly.',
  );
});

test('in Spanish the contact form, its options and its messages are Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await open(page, '/business', 'Llena más mesas y pasa menos tiempo al teléfono');
  const form = contactSection(page, 'Únete a TableFor hoy');
  await expect(form.getByRole('heading', { name: 'Contacta con nuestro equipo' })).toBeVisible();
  await expect(field(form, 'Motivo de contacto').getByRole('option')).toHaveText([
    'Selecciona…',
    'Publicar mi restaurante',
    'El asistente de reservas con IA',
    'Analítica de crecimiento',
    'Colaboración',
    'Otro motivo',
  ]);
  await form.getByRole('button', { name: 'Enviar', exact: true }).click();
  for (const [label, message] of [
    ['Nombre', 'El nombre es obligatorio'],
    ['Apellido', 'El apellido es obligatorio'],
    ['Correo electrónico de trabajo', 'El correo electrónico es obligatorio'],
    ['Número de teléfono', 'El número de teléfono es obligatorio'],
    ['Nombre del restaurante', 'El nombre del restaurante es obligatorio'],
    ['Cargo', 'El cargo es obligatorio'],
    ['Número de locales', 'El número de locales es obligatorio'],
    ['Motivo de contacto', 'Selecciona un motivo de contacto'],
  ] as const) {
    await expect(field(form, label)).toHaveAccessibleDescription(message);
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
});

test('get started offers a new listing or a listed restaurant to claim', async ({
  page,
  request,
}) => {
  const search = await request.get('/api/restaurants/search?pageSize=1');
  const { restaurants } = (await search.json()) as {
    restaurants: { id: number; name: string; neighborhood: string }[];
  };
  const seeded = restaurants[0]!;

  await open(page, '/business/get-started', 'Put your restaurant on TableFor');
  const create = page.getByRole('region', { name: 'Create a new listing' });
  await expect(create.getByRole('link', { name: 'Create a new listing' })).toHaveAttribute(
    'href',
    '/create-restaurant',
  );
  const claim = page.getByRole('region', { name: 'Claim your existing listing' });
  await expect(claim).toContainText("Start typing your restaurant's name to find it.");
  const searchbox = claim.getByRole('searchbox', { name: 'Restaurant name' });

  await searchbox.fill(seeded.name);
  const result = claim.getByRole('link', { name: seeded.name });
  await expect(result).toHaveAttribute('href', `/restaurants/${seeded.id}/claim`);
  await expect(result).toContainText(seeded.neighborhood);
  await expect(result).toContainText('Claim');
  await expectNoAxeViolations(page);

  await searchbox.fill('zzqx no such kitchen');
  await expect(claim).toContainText('No restaurants match “zzqx no such kitchen”');
  await expect(result).toBeHidden();
});

for (const legal of [
  { path: '/terms-of-service', title: 'Terms of Service', sections: 11, toc: 'Reservations' },
  { path: '/privacy-policy', title: 'Privacy Policy', sections: 12, toc: 'Data Retention' },
]) {
  test(`the ${legal.title} shows its ${legal.sections} numbered sections`, async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: legal.title, exact: true })
      .last()
      .click();
    await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(legal.title, {
      timeout: 20_000,
    });
    await expect(page).toHaveTitle(`${legal.title} · TableFor`);
    await expect(article.getByText(/^Last updated: /)).toHaveText(
      'Last updated: November 27, 2026',
    );

    // Each section's heading is numbered in order, and the contents list one link per section.
    const headings = article.getByRole('region').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(legal.sections);
    await expect(headings).toHaveText(
      Array.from({ length: legal.sections }, (_, i) => new RegExp(`^${i + 1}\\. \\S`)),
    );
    const contents = article.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveCount(legal.sections);

    const target = headings.filter({ hasText: legal.toc });
    await expect(target).not.toBeInViewport();
    await contents.getByRole('link', { name: legal.toc }).click();
    await expect(page).toHaveURL(/#(terms|privacy)-\w+$/);
    await expect(target).toBeInViewport();
    await expectNoAxeViolations(page);
  });
}
