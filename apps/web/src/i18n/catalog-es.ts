/** The Spanish catalogue, laid out like `catalog-en.ts` plus its error texts; loaded on demand. */
import type { Catalog } from './catalog-en';
import base from './es.json';
import admin from './es/admin.json';
import booking from './es/booking.json';
import errors from './es/errors.json';
import reservations from './es/reservations.json';
import reviews from './es/reviews.json';
import saved from './es/saved.json';

export const es: Catalog = {
  ...base,
  ...admin,
  ...booking,
  ...reservations,
  ...reviews,
  ...saved,
  ...errors,
};
