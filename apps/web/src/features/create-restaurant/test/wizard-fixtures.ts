/**
 * Test data of the creation wizard: a crawl result, a filled-in draft at any step, the stock
 * pictures the API lists, and a fetch that answers them.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { emptyCrawlResult, type CrawlResult, type StockPicture } from '@tablefor/shared';
import { jsonResponse } from '@/test/render';
import { emptyWeek, type WeekHours } from '@/lib/weekly-hours';
import { DRAFT_STORAGE_KEY, emptyDraft, type WizardDraft } from '../lib/wizard-draft';
import { emptyValues, type WizardValues } from '../lib/wizard-values';

/** What the crawl answers for Bestia's website, stating nothing unless told. */
export function crawlResult(overrides: Partial<CrawlResult> = {}): CrawlResult {
  return { ...emptyCrawlResult(), source_url: 'https://www.bestia.example/', ...overrides };
}

export const filledValues: WizardValues = {
  ...emptyValues(),
  name: 'Bestia',
  description: 'Rustic Italian cooking in a former warehouse.',
  website: 'https://www.bestia.example',
  preview_img: '/images/restaurants/1.svg',
  neighborhood: 'Arts District',
  cross_street: 'Santa Fe Ave & E 7th St',
  cuisines: 'Italian, Pizza',
  cost: '3',
  dining_style: 'Casual Elegant',
  dress_code: 'Smart Casual',
  phone: '(213) 555-0101',
  parking_details: 'Valet parking',
  payment_options: 'All major credit cards',
};

/** Mon–Fri 17:00–23:00, the weekend closed. */
export function weekdayEvenings(): WeekHours {
  const week = emptyWeek();
  for (const day of ['mon', 'tue', 'wed', 'thu', 'fri'] as const) {
    week[day] = { closed: false, ranges: [{ open: '17:00', close: '23:00' }] };
  }
  week.sat = { ...week.sat, closed: true };
  week.sun = { ...week.sun, closed: true };
  return week;
}

/** Stores a draft, as the wizard does, so the page opens on `step` (0-based). */
export function storeDraft(draft: Partial<WizardDraft>): void {
  sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...emptyDraft(), ...draft }));
}

export function storedDraft(): WizardDraft | null {
  const saved = sessionStorage.getItem(DRAFT_STORAGE_KEY);
  return saved ? (JSON.parse(saved) as WizardDraft) : null;
}

export function requestBody(call: unknown[] | undefined): unknown {
  const init = call?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

/** What GET /api/images/stock answers: more than the picker's first rows. */
export const stockPictures: StockPicture[] =
  'pasta sushi tacos interior salad ramen steak pizza curry'
    .split(' ')
    .map((kind, index) => ({ src: `/images/restaurants/${index + 1}.svg`, kind }));

type Fetch = (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * Stubs fetch: the picker's GET /api/images/stock answers `stockPictures`, every other call goes
 * to `other` (by default a failure), so a test's own mock sees only the calls it is about.
 */
export function stubWizardFetch(
  other: Fetch = async () => jsonResponse({ errors: ['unexpected call'] }, 500),
) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: RequestInfo | URL, init?: RequestInit) =>
      String(url) === '/api/images/stock'
        ? Promise.resolve(jsonResponse({ pictures: stockPictures }))
        : other(url, init),
    ),
  );
}

/** Each test of a file starts with that fetch, and leaves no stub and no draft behind. */
export function isolateWizardTests() {
  beforeEach(() => stubWizardFetch());
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });
}
