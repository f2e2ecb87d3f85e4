/** One schema.org restaurant item (from JSON-LD or microdata) read as the wizard's fields. */
import {
  ACCESSIBILITY_FEATURES,
  ACCESSIBILITY_NOTE_MAX_LENGTH,
  noAccessibility,
  WEEKDAYS,
  weeklyHoursText,
  type Accessibility,
  type WeeklyHours,
} from '@tablefor/shared';
import { hoursFromSpecifications } from './opening-hours.ts';
import { parseHoursText } from './opening-hours-text.ts';
import type { RestaurantFacts } from './restaurant-facts.ts';
import {
  coordinateOf,
  costOf,
  httpUrlOf,
  imageUrlsOf,
  isNode,
  joinedTextOf,
  listOf,
  phoneOf,
  reservationsOf,
  textOf,
  textsOf,
  type SchemaNode,
} from './schema-org-values.ts';

/**
 * A PostalAddress on one line as a letter shows it: street, then postcode and place (North
 * American order 'City, ST 94117' where the region is a two-letter state), then the country; or
 * a plain address text.
 */
export function addressOf(value: unknown): string {
  const first = listOf(value)[0];
  if (!isNode(first)) return textOf(first);
  const street = textsOf(first.streetAddress).join(', ');
  const [postcode, locality, region] = [
    textOf(first.postalCode),
    textOf(first.addressLocality),
    textOf(first.addressRegion),
  ];
  const country = textOf(first.addressCountry);
  const northAmerican = /^[A-Z]{2}$/.test(region) && /^\d{5}(?:-\d{4})?$/.test(postcode);
  const place = northAmerican
    ? [locality, `${region} ${postcode}`]
    : [[postcode, locality].filter(Boolean).join(' '), region === locality ? '' : region];
  const parts = [street, ...place, country].filter(Boolean);
  // A street line that already holds the postcode is the whole address as written.
  if (postcode && street.includes(postcode)) return street;
  return [...new Set(parts)].join(', ');
}

/** schema.org lists the days a place opens: a day it does not list is a closed day. */
function withClosedDays(hours: WeeklyHours): WeeklyHours {
  const week: WeeklyHours = { ...hours };
  for (const day of WEEKDAYS) week[day] ??= [];
  return week;
}

/**
 * openingHoursSpecification first, then the openingHours text form ('Mo-Fr 11:00-22:00'), the
 * days they leave out closed; text the grammar cannot read is still the restaurant's own hours,
 * kept as the summary.
 */
function hoursOf(node: SchemaNode): { structured: WeeklyHours; summary: string } {
  const listed = hoursFromSpecifications(node.openingHoursSpecification);
  const specified = Object.keys(listed).length ? withClosedDays(listed) : listed;
  if (Object.keys(specified).length) {
    return { structured: specified, summary: weeklyHoursText(specified) };
  }
  const written = textsOf(node.openingHours).join('; ');
  const read = written ? parseHoursText(written) : null;
  const parsed = read && withClosedDays(read);
  return parsed
    ? { structured: parsed, summary: weeklyHoursText(parsed) }
    : { structured: {}, summary: written };
}

/** hasMenu or menu: a URL, or a Menu item with a url. */
function menuUrlOf(node: SchemaNode, base: string): string {
  const candidates = [...listOf(node.hasMenu), ...listOf(node.menu)];
  for (const candidate of candidates) {
    const url = httpUrlOf(isNode(candidate) ? listOf(candidate.url)[0] : candidate, base);
    if (url) return url;
  }
  return '';
}

const featureName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
const FEATURE_BY_NAME = new Map(
  ACCESSIBILITY_FEATURES.flatMap(({ key, schemaName, alsoNamed }) =>
    [schemaName, ...alsoNamed].map((name) => [featureName(name), key] as const),
  ),
);

/** A LocationFeatureSpecification's value: stated without one, the feature is there. */
function featureValueOf(value: unknown): boolean | string {
  const first = listOf(value)[0];
  if (first === undefined || typeof first === 'boolean') return first ?? true;
  const text = textOf(first).replace(/^https?:\/\/schema\.org\//i, '');
  if (/^(true|yes)$/i.test(text)) return true;
  if (/^(false|no)$/i.test(text)) return false;
  return text;
}

/**
 * amenityFeature items named as one of the accessibility features (a yes or no), and an
 * 'Accessibility' item whose value is text, as the note; null when none is there.
 */
function accessibilityOf(node: SchemaNode): Accessibility | null {
  const accessibility = noAccessibility();
  let stated = false;
  for (const item of listOf(node.amenityFeature).filter(isNode)) {
    const name = featureName(textOf(item.name));
    const value = featureValueOf(item.value);
    const key = FEATURE_BY_NAME.get(name);
    if (key && typeof value === 'boolean') {
      accessibility[key] = value;
      stated = true;
    } else if (name === 'accessibility' && typeof value === 'string' && value.trim()) {
      accessibility.note = value.trim().slice(0, ACCESSIBILITY_NOTE_MAX_LENGTH);
      stated = true;
    }
  }
  return stated ? accessibility : null;
}

export function factsFromSchemaOrg(node: SchemaNode, base: string): RestaurantFacts {
  const address = addressOf(node.address);
  const geo = listOf(node.geo).find(isNode);
  const hours = hoursOf(node);
  const images = imageUrlsOf([...listOf(node.image), ...listOf(node.photo)], base);
  return {
    name: textOf(node.name),
    description: textOf(node.description),
    website: httpUrlOf(listOf(node.url)[0], base),
    phone: phoneOf(node.telephone),
    address,
    latitude: coordinateOf(geo?.latitude, 90),
    longitude: coordinateOf(geo?.longitude, 180),
    cuisines: joinedTextOf(node.servesCuisine),
    cost: costOf(node.priceRange),
    payment_options: joinedTextOf(node.paymentAccepted),
    accepts_reservations: reservationsOf(node.acceptsReservations),
    menu_url: menuUrlOf(node, base),
    accessibility: accessibilityOf(node),
    opening_hours: hours.structured,
    operation_hours: hours.summary,
    image_gallery: images,
    preview_img: images[0] ?? '',
  };
}
