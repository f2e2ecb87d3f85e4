/**
 * The English catalogue: the app-wide `en.json` plus one file per feature under `en/`, each with
 * its own top-level key, so features add their texts without touching one shared file.
 */
import base from './en.json';
import booking from './en/booking.json';
import reservations from './en/reservations.json';
import reviews from './en/reviews.json';
import saved from './en/saved.json';

export const en = { ...base, ...booking, ...reservations, ...reviews, ...saved };
export type Catalog = typeof en;
