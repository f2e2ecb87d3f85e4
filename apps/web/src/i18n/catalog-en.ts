/**
 * The English catalogue: the app-wide `en.json` plus one file per feature under `en/`, each with
 * its own top-level key, so features add their texts without touching one shared file. Error
 * texts come from the shared message catalogue, where they are written once.
 */
import { errorTexts, type ErrorTexts } from './error-catalog';
import base from './en.json';
import booking from './en/booking.json';
import reservations from './en/reservations.json';
import reviews from './en/reviews.json';
import saved from './en/saved.json';

const errors: ErrorTexts = errorTexts();

export const en = { ...base, ...booking, ...reservations, ...reviews, ...saved, errors };
export type Catalog = typeof en;
