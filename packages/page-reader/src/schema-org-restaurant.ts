/** One schema.org restaurant item (from JSON-LD or microdata) read as the wizard's fields. */
import { weeklyHoursText, type WeeklyHours } from '@tablefor/shared';
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

/** The street line(s) and the locality of a PostalAddress, or a plain address text. */
function addressOf(value: unknown): { street: string; locality: string } {
  const first = listOf(value)[0];
  if (!isNode(first)) return { street: textOf(first), locality: '' };
  return {
    street: textsOf(first.streetAddress).join(', '),
    locality: textOf(first.addressLocality),
  };
}

/**
 * openingHoursSpecification first, then the openingHours text form ('Mo-Fr 11:00-22:00'); text
 * the grammar cannot read is still the restaurant's own hours, kept as the summary.
 */
function hoursOf(node: SchemaNode): { structured: WeeklyHours; summary: string } {
  const specified = hoursFromSpecifications(node.openingHoursSpecification);
  if (Object.keys(specified).length) {
    return { structured: specified, summary: weeklyHoursText(specified) };
  }
  const written = textsOf(node.openingHours).join('; ');
  const parsed = written ? parseHoursText(written) : null;
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
    address: address.street,
    neighborhood: address.locality,
    latitude: coordinateOf(geo?.latitude, 90),
    longitude: coordinateOf(geo?.longitude, 180),
    cuisines: joinedTextOf(node.servesCuisine),
    cost: costOf(node.priceRange),
    payment_options: joinedTextOf(node.paymentAccepted),
    accepts_reservations: reservationsOf(node.acceptsReservations),
    menu_url: menuUrlOf(node, base),
    opening_hours: hours.structured,
    operation_hours: hours.summary,
    image_gallery: images,
    preview_img: images[0] ?? '',
  };
}
