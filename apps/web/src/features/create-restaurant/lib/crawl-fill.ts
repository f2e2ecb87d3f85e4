/**
 * Turns a crawl result into the wizard's fields. Only what the website states is used: a field the
 * result leaves empty stays as the user left it.
 */
import {
  formatPhoneInput,
  imageUrlSchema,
  type CrawlFieldSource,
  type CrawlResult,
} from '@tablefor/shared';
import { hasOpeningHours, weekFromOpeningHours, type WeekHours } from '@/lib/weekly-hours';
import { wizardFieldsOf } from '@/lib/restaurant-fields/restaurant-fields';
import type { WizardField, WizardValues } from './wizard-values';

export type CrawlFill = {
  values: Partial<WizardValues>;
  /** The stated weekly hours, or null. */
  week: WeekHours | null;
  /** The hours as the site words them, when they could not be read day by day. */
  siteHours: string;
  /** Pictures from the site the preview may use. */
  pictures: string[];
  /** How many of the form's fields were filled. */
  count: number;
  /** The site builds its page in the browser: only its page header could be read. */
  clientRendered: boolean;
  /** The filled fields ('hours' for the week) by where on the page each was read. */
  sources: Partial<Record<CrawlFieldSource, (WizardField | 'hours')[]>>;
};

const MAX_SITE_PICTURES = 8;

const textFields = [
  'name',
  'description',
  'website',
  'preview_img',
  'neighborhood',
  'cross_street',
  'address',
  'cuisines',
  'dining_style',
  'dress_code',
  'executive_chef',
  'parking_details',
  'payment_options',
] as const satisfies readonly (WizardField & keyof CrawlResult)[];

/** A US number as the phone field formats it; '+1 213 555 0101' included. */
function phoneOf(stated: string): string {
  const digits = stated.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? formatPhoneInput(national) : stated.trim();
}

function picturesOf(result: CrawlResult): string[] {
  const usable = [result.preview_img, ...result.image_gallery]
    .map((url) => url.trim())
    .filter((url) => url !== '' && imageUrlSchema.safeParse(url).success);
  return [...new Set(usable)].slice(0, MAX_SITE_PICTURES);
}

/** Fields named by a path into the result ('accessibility.hearing_loop'), where it states them. */
function nestedValuesOf(result: CrawlResult): Partial<WizardValues> {
  const values: Partial<WizardValues> = {};
  for (const { name } of wizardFieldsOf().filter((f) => f.name.includes('.'))) {
    const stated = name
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], result);
    if (stated === true) values[name] = 'true';
    else if (typeof stated === 'string' && stated.trim()) values[name] = stated.trim();
  }
  return values;
}

export function fillFromCrawl(result: CrawlResult): CrawlFill {
  const values: Partial<WizardValues> = {};
  for (const field of textFields) {
    const stated = result[field].trim();
    if (stated) values[field] = stated;
  }
  if (result.phone.trim()) values.phone = phoneOf(result.phone);
  if (result.cost !== null) values.cost = String(result.cost);
  Object.assign(values, nestedValuesOf(result));

  const week = hasOpeningHours(result.opening_hours)
    ? weekFromOpeningHours(result.opening_hours)
    : null;
  const filled = [...(Object.keys(values) as WizardField[]), ...(week ? ['hours' as const] : [])];
  return {
    values,
    week,
    siteHours: week ? '' : result.operation_hours.trim(),
    pictures: picturesOf(result),
    count: filled.length,
    clientRendered: result.client_rendered,
    sources: sourcesOf(filled, result),
  };
}

/** The crawl's field a wizard field was filled from: 'accessibility.note' from 'accessibility'. */
function crawlFieldOf(field: WizardField | 'hours'): string {
  if (field === 'hours') return 'opening_hours';
  return field.split('.')[0] ?? field;
}

function sourcesOf(filled: (WizardField | 'hours')[], result: CrawlResult): CrawlFill['sources'] {
  const sources: CrawlFill['sources'] = {};
  for (const field of filled) {
    const source =
      result.field_sources[crawlFieldOf(field)] ??
      (field === 'hours' ? result.field_sources.operation_hours : undefined) ??
      'text';
    (sources[source] ??= []).push(field);
  }
  return sources;
}
