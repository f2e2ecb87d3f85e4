/** Shared helpers for the journeys: unique diners, and fail any test on a console error. */
import { test as base, expect, type Page } from '@playwright/test';

let sequence = 0;
export function uniqueDiner() {
  sequence += 1;
  const tag = `${Date.now().toString(36).slice(-5)}${sequence}`;
  return {
    username: `e2e${tag}`,
    email: `e2e.${tag}@example.com`,
    firstName: 'Erin',
    lastName: 'Tester',
    password: 'e2e-password-123',
  };
}

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A 4xx answer the page handles (wrong password, taken e-mail) is logged by the browser.
        if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function openSignUp(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true }).click();
  return page.getByRole('dialog');
}

export async function fillSignUp(
  dialog: ReturnType<Page['getByRole']>,
  diner: ReturnType<typeof uniqueDiner>,
  confirm = diner.password,
) {
  await dialog.getByLabel('Username').fill(diner.username);
  await dialog.getByLabel('Email').fill(diner.email);
  await dialog.getByLabel('First name').fill(diner.firstName);
  await dialog.getByLabel('Last name').fill(diner.lastName);
  await dialog.getByLabel('Password', { exact: true }).fill(diner.password);
  await dialog.getByLabel('Confirm password').fill(confirm);
}
