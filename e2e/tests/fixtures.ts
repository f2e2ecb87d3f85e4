/**
 * Shared helpers for the journeys: unique diners, and fail any test on a console error or on a
 * page whose server render failed.
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

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

/**
 * A server-rendered page shows before its code runs (the code is asked for once the main picture
 * is drawn): a journey acts on a page once the app has started, as a person's first click would
 * come after it.
 */
async function appStarted(page: Page) {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await appStarted(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appStarted(page);
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A 4xx answer the page handles (wrong password, taken e-mail) is logged by the browser.
        if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A public page whose server render threw comes as the bare shell, marked so by the API.
      page.on('response', (response) => {
        if (response.headers()['x-server-render'] === 'failed') {
          errors.push(`${response.url()}: the server render failed, the shell was sent`);
        }
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export type ApiSession = {
  diner: ReturnType<typeof uniqueDiner>;
  token: string;
  expiresAt: string;
  userId: number;
};

/** A new diner's account, made through the API, and its session. */
export async function signUpThroughApi(request: APIRequestContext): Promise<ApiSession> {
  const diner = uniqueDiner();
  const { username, email, firstName: first_name, lastName: last_name, password } = diner;
  const response = await request.post('/api/auth/signup', {
    data: { username, email, first_name, last_name, password },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    access_token: string;
    expires_at: string;
    id?: number;
    user?: { id: number };
  };
  return {
    diner,
    token: body.access_token,
    expiresAt: body.expires_at,
    userId: body.user?.id ?? body.id ?? 0,
  };
}

/** Signs the page in with a session before it loads, as a returning diner would be. */
export async function signInWithToken(page: Page, session: ApiSession): Promise<void> {
  await page.addInitScript(({ token, expiresAt }) => {
    if (!localStorage.getItem('token')) {
      localStorage.setItem('token', token);
      localStorage.setItem('expires_at', expiresAt);
    }
  }, session);
}

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
