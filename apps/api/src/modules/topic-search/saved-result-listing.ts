/**
 * A topic-search result as a new listing: what the result states, and for the rest the spec's
 * placeholder defaults — cost 2 ('$$'), hours 'TBD' every day, 'Casual Dining', 'Casual',
 * 'Street Parking', 'All Major Credit Cards' — and one of the product's interior pictures, for
 * the owner or an administrator to replace.
 */
import { createHash } from 'node:crypto';
import {
  SAVED_RESULT_DEFAULTS as defaults,
  weekdayNames,
  weeklyHoursText,
  type Company,
} from '@tablefor/shared';
import { restaurants } from '../../db/schema/index.ts';
import { imageNumbersOfKind, restaurantImagePath } from '../images/scene-catalog.ts';

type NewRestaurant = typeof restaurants.$inferInsert;

const NOT_STATED = 'Not provided';
const INTERIORS = imageNumbersOfKind('interior');

/** The same picture for the same name, so a listing does not change picture between saves. */
function placeholderPicture(name: string): string {
  const hash = createHash('sha256').update(name.toLowerCase()).digest().readUInt32BE(0);
  return restaurantImagePath(INTERIORS[hash % INTERIORS.length] ?? 1);
}

/** '(310) 555-0101' from a 10-digit number or a US '+1' one; '' otherwise (never made up). */
function usPhone(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const costOf = (priceRange: string) =>
  /^\${1,4}$/.test(priceRange) ? priceRange.length : defaults.cost;

/** The stated hours as display text, or 'TBD' for each day when a source states none. */
function hoursText(company: Company): string {
  if (Object.keys(company.opening_hours).length > 0) {
    return weeklyHoursText(company.opening_hours);
  }
  const stated = weekdayNames.filter((day) => company.hours[day]);
  if (stated.length > 0) {
    return stated
      .map((day) => `${day[0]?.toUpperCase()}${day.slice(1)}: ${company.hours[day]}`)
      .join(', ');
  }
  return `Mon-Sun: ${defaults.hours}`;
}

const isHttp = (url: string) => /^https?:\/\//i.test(url);

export function listingOfResult(company: Company): Omit<NewRestaurant, 'created_by' | 'status'> {
  const { location, contact } = company;
  const place = location.neighborhood || location.city;
  const street = [
    location.address,
    location.city,
    [location.state, location.zip_code].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return {
    name: company.name.trim().slice(0, 200),
    description: (company.description || `${company.name}${place ? `, ${place}` : ''}.`).slice(
      0,
      2000,
    ),
    // Only the place's own site: a source page (a map entry, a search hit) is not its website.
    website: isHttp(contact.website) ? contact.website : '',
    preview_img: placeholderPicture(company.name),
    neighborhood: place || NOT_STATED,
    cross_street: location.address || NOT_STATED,
    address: street,
    cuisines: company.cuisine_type || 'Restaurant',
    cost: costOf(company.price_range),
    dining_style: defaults.dining_style,
    dress_code: defaults.dress_code,
    parking_details: defaults.parking_details,
    payment_options: defaults.payment_options,
    operation_hours: hoursText(company),
    opening_hours: company.opening_hours,
    phone: usPhone(contact.phone),
    latitude: location.latitude,
    longitude: location.longitude,
  };
}
