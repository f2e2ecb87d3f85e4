/**
 * The public pages come from the server with their content: a search engine or a link preview
 * reading the raw HTML (no JavaScript) finds the restaurant, its address, its JSON-LD and
 * canonical link; the hydrated page then works as before, signed in and signed out, and React
 * reports no hydration mismatch (every console error fails a journey, see fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { expect, signInWithToken, signUpThroughApi, test } from './fixtures.ts';

const RESTAURANT_ID = 7;
const DAY = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

type Detail = { name: string; address: string; neighborhood: string };

/** The first <script type="application/ld+json"> of a page, parsed. */
function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(match, 'a JSON-LD script').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

const decodeHtml = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

test('a restaurant page carries its name, address, JSON-LD and canonical link in the raw HTML', async ({
  request,
}) => {
  const restaurant = (await (
    await request.get(`/api/restaurants/${RESTAURANT_ID}`)
  ).json()) as Detail;
  const response = await request.get(`/restaurants/${RESTAURANT_ID}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));

  expect(decodeHtml(head)).toContain(`<title>${restaurant.name} · TableFor</title>`);
  expect(head).toMatch(
    new RegExp(`<link rel="canonical" href="https?://[^"]+/restaurants/${RESTAURANT_ID}"/>`),
  );
  expect(head).toContain('<meta property="og:title"');
  expect(head).toContain('<meta name="twitter:card"');
  // Link previews get a raster copy of the stock picture, pages offer the copies by srcset.
  expect(head).toMatch(
    /<meta property="og:image" content="https?:\/\/[^"]+\/images\/restaurants\/\d+-1600\.webp"\/>/,
  );
  expect(html).toMatch(/srcSet="\/images\/restaurants\/\d+-400\.webp 400w, [^"]+ 1600w"/i);
  const body = decodeHtml(html.slice(html.indexOf('<div id="root"')));
  expect(body).toContain(`<h1`);
  expect(body).toContain(restaurant.name);
  expect(body).toContain(restaurant.address);

  const data = jsonLd(html);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurant.name,
    address: { '@type': 'PostalAddress', addressRegion: 'CA' },
    potentialAction: { '@type': 'ReserveAction' },
  });
  expect(restaurant.address).toContain((data.address as { streetAddress: string }).streetAddress);
  expect((data.image as string[])[0]).toMatch(
    /^https?:\/\/[^/]+\/images\/restaurants\/\d+-1600\.webp$/,
  );
});

test('an unknown restaurant answers 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/restaurants/999999');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Restaurant not found');
});

test('search results come in the raw HTML, in the language the reader chose', async ({
  request,
}) => {
  const api = (await (
    await request.get('/api/restaurants/search?cuisine=Italian&pageSize=3')
  ).json()) as { restaurants: { name: string }[] };
  expect(api.restaurants.length).toBeGreaterThan(0);
  const html = decodeHtml(await (await request.get('/search-results?cuisine=Italian')).text());
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/search-results\?cuisine=Italian"\/>/);
  for (const { name } of api.restaurants) expect(html).toContain(name);

  const spanish = await request.get('/search-results?cuisine=Italian', {
    headers: { cookie: 'language=es' },
  });
  const text = await spanish.text();
  expect(text).toContain('<html lang="es"');
  expect(text).toContain('<meta property="og:locale" content="es_ES"/>');
});

async function bookByCallback(page: Page, guest?: { name: string; email: string }) {
  await page.goto(`/restaurants/${RESTAURANT_ID}?date=${DAY}&time=19:00&partySize=2`);
  await page.getByRole('button', { name: 'Find a time' }).first().click();
  const slots = page.getByRole('list', { name: /Times on/ });
  const free = slots.getByRole('button', { disabled: false }).first();
  await free.click();
  await expect(free).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Reserve this table' }).click();
  await page
    .getByRole('dialog', { name: 'How would you like to confirm?' })
    .getByRole('button', { name: /Phone Call/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Request a call' });
  if (guest) {
    await dialog.getByLabel('Name').fill(guest.name);
    await dialog.getByLabel('Email').fill(guest.email);
  }
  await dialog.getByLabel('Phone number').pressSequentially('3105550188');
  await dialog.getByRole('button', { name: 'Request a call' }).click();
  await page.waitForURL(/\/reservations\/\d+$/, { timeout: 10_000 });
  // A callback is a request until the restaurant calls.
  await expect(
    page.getByRole('heading', { level: 1, name: "Waiting for the restaurant's call" }),
  ).toBeVisible();
}

test('a signed-out diner books from the server-rendered restaurant page', async ({ page }) => {
  await bookByCallback(page, { name: 'Hana Hydrate', email: `hana.${Date.now()}@example.com` });
});

test('a signed-in diner books from it, and never sees the signed-out top bar', async ({
  page,
  request,
}) => {
  const session = await signUpThroughApi(request);
  await signInWithToken(page, session);
  // The server's HTML holds neither account state: 'Sign in' never shows for a signed-in diner.
  const sawSignIn: boolean[] = [];
  await page.exposeFunction('reportSignIn', (seen: boolean) => sawSignIn.push(seen));
  await page.addInitScript(() => {
    const check = () =>
      (window as unknown as { reportSignIn: (seen: boolean) => void }).reportSignIn(
        [...document.querySelectorAll('header button')].some(
          (button) => button.textContent === 'Sign in',
        ),
      );
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
  });
  await bookByCallback(page);
  expect(sawSignIn).not.toContain(true);
});

test('hydrating keeps the server-rendered page in place: no layout shift, the markup never replaced', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const record = window as unknown as { shift: number; mainRemoved: boolean };
    record.shift = 0;
    record.mainRemoved = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        record.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.removedNodes) {
            if (node.nodeName === 'MAIN') record.mainRemoved = true;
          }
        }
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  });
  for (const path of [`/restaurants/${RESTAURANT_ID}`, '/search-results?searchInput=thai', '/']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('main h1').first()).toBeVisible();
    const { shift, mainRemoved } = await page.evaluate(() => {
      const record = window as unknown as { shift: number; mainRemoved: boolean };
      return { shift: record.shift, mainRemoved: record.mainRemoved };
    });
    expect(mainRemoved, `${path}: the server's page was replaced`).toBe(false);
    expect(shift, `${path}: cumulative layout shift`).toBeLessThan(0.05);
  }
});

test("the page's code is asked for only once its main picture has loaded", async ({ page }) => {
  const startedAt = new Map<string, number>();
  const finishedAt = new Map<string, number>();
  page.on('request', (request) => startedAt.set(request.url(), performance.now()));
  page.on('requestfinished', (request) => finishedAt.set(request.url(), performance.now()));
  for (const path of [`/restaurants/${RESTAURANT_ID}`, '/']) {
    startedAt.clear();
    finishedAt.clear();
    await page.goto(path, { waitUntil: 'networkidle' });
    const picture = await page
      .locator('img[fetchpriority="high"]')
      .first()
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    const code = [...startedAt].filter(([url]) => /\/assets\/.*\.js$/.test(url));
    const start = code.filter(([url]) => /\/assets\/start-[^/]+\.js$/.test(url));
    expect(start, `${path}: the start script`).toHaveLength(1);
    const appCode = code.filter(([url]) => !/\/assets\/start-/.test(url));
    expect(appCode.length, `${path}: the app's modules`).toBeGreaterThan(3);
    const pictureLoaded = finishedAt.get(picture);
    expect(pictureLoaded, `${path}: ${picture} loaded`).toBeDefined();
    for (const [url, at] of appCode) {
      expect(at, `${path}: ${url} asked for after the picture`).toBeGreaterThan(pictureLoaded!);
    }
    // And the app runs: the page answers its controls.
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  }
});

/** Every server-rendered page (apps/web/src/app/public-pages.ts), as a visitor reaches it. */
const PUBLIC_PAGES = [
  '/',
  '/search',
  '/search-results?cuisine=Italian',
  `/restaurants/${RESTAURANT_ID}`,
  `/restaurants/${RESTAURANT_ID}/reviews`,
  '/business',
  '/business/get-started',
  '/terms-of-service',
  '/privacy-policy',
];

/** Resolves at the browser's next idle moment: React has finished hydrating what it had. */
const idle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 })),
  );

// The server renders in no visitor's time zone, and the tests above run in the machine's (UTC):
// text the browser writes in its own zone would hydrate with a mismatch (React #418), and the
// server's page would be thrown away for nearly every real visitor.
for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('gets every public page rendered by the server, hydrated without an error', async ({
      page,
      consoleErrors,
    }) => {
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
        timezoneId,
      );
      for (const path of PUBLIC_PAGES) {
        const response = await page.goto(path, { waitUntil: 'networkidle' });
        expect(response?.status(), path).toBe(200);
        expect(await response?.text(), `${path}: the server's markup`).toContain(
          '<div id="root" data-ssr="">',
        );
        await idle(page);
        expect(consoleErrors, `${path}: console errors`).toEqual([]);
      }
    });
  });
}
