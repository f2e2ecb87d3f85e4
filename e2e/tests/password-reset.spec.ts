/**
 * Signing in again: a forgotten password reset through the link the development mailbox
 * received, from /login in English and from the sign-in modal in Spanish; a signed-in diner's
 * change of password under 'Account Details'. With SCREENSHOTS_DIR set, every new screen is
 * photographed at 375 and 1280 px in both languages.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInWithToken, signUpThroughApi, test } from './fixtures.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { resetLinkFromMailbox } from './support/password-reset.ts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** A second device's session of the same account. */
async function otherDevice(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

const sessionWorks = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/auth/', { headers: { Authorization: `Bearer ${token}` } })).status();

test('a forgotten password, reset from /login through the e-mailed link', async ({
  page,
  request,
}) => {
  const { diner, token } = await signUpThroughApi(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(heading(page, 'Forgot your password?')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(diner.email.toUpperCase());
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account exists for that address, we sent a link',
  );
  await expectNoAxeViolations(page);
  const link = await resetLinkFromMailbox(request, diner.email);
  expect(link.subject).toBe('Reset your TableFor password');

  await page.goto(link.path);
  await expect(heading(page, 'Choose a new password')).toBeVisible();
  await expectNoAxeViolations(page);
  const newPassword = 'a-brand-new-secret';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Please double check your confirm password.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been changed');
  expect(await sessionWorks(request, token)).toBe(401);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(diner.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();

  // The link worked once.
  await page.goto(link.path);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-secret');
  await page.getByLabel('Confirm new password').fill('yet-another-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This link is invalid or has expired. Please ask for a new one.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('en español: desde el modal de inicio de sesión, con el enlace del correo', async ({
  page,
  request,
}) => {
  const { diner } = await signUpThroughApi(request);
  await page.addInitScript(() => localStorage.setItem('language', 'es'));
  await page.goto('/');
  await page
    .getByRole('banner')
    .getByRole('button', { name: 'Inicia sesión', exact: true })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading(page, '¿Has olvidado tu contraseña?')).toBeVisible();

  // An address with no account gets the same answer.
  await page.getByLabel('Correo electrónico').fill('nadie-por-aqui@example.com');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  const answer = 'Si existe una cuenta con esa dirección, te hemos enviado un enlace';
  await expect(page.getByRole('status')).toContainText(answer);
  await page.getByRole('button', { name: 'Usar otra dirección' }).click();
  await page.getByLabel('Correo electrónico').fill(diner.email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toContainText(answer);
  await expectNoAxeViolations(page);

  const link = await resetLinkFromMailbox(request, diner.email);
  expect(link.subject).toBe('Restablece tu contraseña de TableFor');
  await page.goto(link.path);
  await expect(heading(page, 'Elige una contraseña nueva')).toBeVisible();
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('corta');
  await page.getByLabel('Confirma la contraseña nueva').fill('corta');
  await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('una-clave-nueva-larga');
  await page.getByLabel('Confirma la contraseña nueva').fill('una-clave-nueva-larga');
  await page.getByRole('button', { name: 'Guardar contraseña nueva' }).click();
  await expect(page.getByRole('status')).toContainText('Tu contraseña ha cambiado');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Iniciar sesión' }).click();
  await page.getByLabel('Correo electrónico').fill(diner.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('una-clave-nueva-larga');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Menú de perfil' })).toBeVisible();
});

test("a signed-in diner changes the password under 'Account Details'", async ({
  page,
  request,
}) => {
  const session = await signUpThroughApi(request);
  const { diner } = session;
  const elsewhere = await otherDevice(request, diner.email, diner.password);
  await signInWithToken(page, session);
  await page.goto(`/users/${session.userId}/dining-dashboard`);
  await page.getByRole('link', { name: 'Account Details' }).click();
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  await expect(page.getByText(diner.email, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The e-mail change form asks for the password too: this is the password's own form.
  const form = page.getByRole('region', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('changed-secret-1');
  await form.getByLabel('Confirm new password').fill('changed-secret-1');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('alert')).toContainText('Your current password is incorrect');

  await form.getByLabel('Current password').fill(diner.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toContainText('Your password has been changed.');
  await expect(form.getByLabel('Current password')).toHaveValue('');
  expect(await sessionWorks(request, elsewhere)).toBe(401);

  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account details' })).toBeVisible();
  expect(await otherDevice(request, diner.email, 'changed-secret-1')).toBeTruthy();
});

test.describe('screens', () => {
  const folder = process.env.SCREENSHOTS_DIR;
  test.skip(!folder, 'SCREENSHOTS_DIR names where the screenshots go');

  for (const language of ['en', 'es'] as const) {
    for (const width of [375, 1280]) {
      test(`${language} at ${width} px`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
        const shot = (name: string, fullPage = true) =>
          page.screenshot({ path: `${folder}/${name}-${language}-${width}.png`, fullPage });
        const text = {
          en: { signIn: 'Sign in', send: 'Send link', set: 'Set new password' },
          es: { signIn: 'Inicia sesión', send: 'Enviar enlace', set: 'Guardar contraseña nueva' },
        }[language];

        await page.goto('/');
        await page
          .getByRole('banner')
          .getByRole('button', { name: text.signIn, exact: true })
          .click();
        await page
          .getByRole('dialog')
          .evaluate((dialog) =>
            Promise.all(dialog.getAnimations({ subtree: true }).map((a) => a.finished)),
          );
        await shot('sign-in-modal', false);

        const session = await signUpThroughApi(request);
        await page.goto('/forgot-password');
        await shot('forgot-password');
        await page.getByRole('button', { name: text.send }).click();
        await shot('forgot-password-errors');
        await page.getByRole('textbox').fill(session.diner.email);
        await page.getByRole('button', { name: text.send }).click();
        await expect(page.getByRole('status')).toBeVisible();
        await shot('forgot-password-sent');

        const link = await resetLinkFromMailbox(request, session.diner.email);
        await page.goto(link.path);
        await shot('reset-password');
        await page.getByRole('button', { name: text.set }).click();
        await shot('reset-password-errors');
        await page.locator('input[type=password]').nth(0).fill('screen-secret-1');
        await page.locator('input[type=password]').nth(1).fill('screen-secret-1');
        await page.getByRole('button', { name: text.set }).click();
        await expect(page.getByRole('status')).toBeVisible();
        await shot('reset-password-done');
        await page.goto(link.path);
        await page.locator('input[type=password]').nth(0).fill('screen-secret-2');
        await page.locator('input[type=password]').nth(1).fill('screen-secret-2');
        await page.getByRole('button', { name: text.set }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await shot('reset-password-spent');
        await page.goto('/reset-password');
        await shot('reset-password-no-token');

        const signedIn = await signUpThroughApi(request);
        await signInWithToken(page, signedIn);
        await page.goto(`/users/${signedIn.userId}/dining-dashboard?view=account`);
        await expect(page.locator('input[type=password]').first()).toBeVisible();
        await shot('account-details');
      });
    }
  }
});
