import AxeBuilder from '@axe-core/playwright';
import { expect, fillSignUp, openSignUp, test, uniqueDiner } from './fixtures.ts';

test('sign up shows every required-field message, then creates the account', async ({ page }) => {
  const dialog = await openSignUp(page);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'Please select a username',
    'Please enter your email address',
    'Please enter your first name',
    'Please enter your last name',
    'Please select a password',
    'Please confirm your password',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  // Messages clear on edit.
  await dialog.getByLabel('Username').fill('x');
  await expect(dialog.getByText('Please select a username', { exact: true })).toBeHidden();

  const diner = uniqueDiner();
  await fillSignUp(dialog, diner);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByText(`Hello, ${diner.firstName}!`)).toBeVisible();
});

test('sign up shows the length, format and confirmation messages', async ({ page }) => {
  const dialog = await openSignUp(page);
  const diner = uniqueDiner();
  await fillSignUp(dialog, diner, 'something-else');
  await dialog.getByLabel('Username').fill('u'.repeat(21));
  await dialog.getByLabel('Email').fill('no-at-sign');
  await dialog.getByLabel('First name').fill('f'.repeat(21));
  await dialog.getByLabel('Last name').fill('l'.repeat(21));
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'Please select a username less than 20 characters',
    'Please provide a valid email address',
    'First name must be less than 20 characters',
    'Last name must be less than 20 characters',
    'Please double check your confirm password.',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
});

test('sign up with a taken e-mail shows the server message above the form', async ({ page }) => {
  const dialog = await openSignUp(page);
  const diner = uniqueDiner();
  await fillSignUp(dialog, { ...diner, email: 'demo@tablefor.app' });
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Email address is already in use' }),
  ).toBeVisible();
});

test('Demo User signs in, and sign out returns to signed-out home', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Welcome to TableFor!' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Demo User' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByText('Hello, Demo!')).toBeVisible();

  // The session survives a reload (startup restore through GET /api/auth/).
  await page.reload();
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }),
  ).toBeVisible();
});

test('sign in shows the required messages and a wrong password', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByText('Please enter your email address')).toBeVisible();
  await expect(dialog.getByText('Please enter your password')).toBeVisible();
  await dialog.getByLabel('Email').fill('demo@tablefor.app');
  await dialog.getByLabel('Password').fill('wrong-password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(
    dialog.getByRole('listitem').filter({ hasText: 'Invalid email or password' }),
  ).toBeVisible();
});

test('admin sign-up refuses a wrong secret key and accepts the right one', async ({ page }) => {
  const diner = uniqueDiner();
  await page.goto('/admin/signup');
  await expect(page.getByRole('heading', { name: 'Admin Registration' })).toBeVisible();
  await expect(page.getByText('Contact system administrator for the secret key')).toBeVisible();
  await page.getByLabel('Email').fill(diner.email);
  await page.getByLabel('Username').fill(diner.username);
  await page.getByLabel('First Name').fill(diner.firstName);
  await page.getByLabel('Last Name').fill(diner.lastName);
  await page.getByLabel('Password', { exact: true }).fill(diner.password);
  await page.getByLabel('Confirm Password').fill(diner.password);
  await page.getByLabel('Admin Secret Key').fill('wrong-secret');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Invalid admin secret key' }),
  ).toBeVisible();

  await page.getByLabel('Admin Secret Key').fill('e2e-admin-secret');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the landing page has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Your Journey' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
