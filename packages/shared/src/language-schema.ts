/**
 * A `language` field of a request: one of the product's languages. Kept out of languages.ts so
 * that the pages' first load, which reads the language list, does not bring zod with it.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from './languages.ts';

export const languageSchema = z.enum(LANGUAGE_CODES);
