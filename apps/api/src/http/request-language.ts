/**
 * The language a request was made in: the first Accept-Language tag whose primary subtag is one
 * of the product's languages (`es-MX` → `es`), the default language when none is.
 */
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@tablefor/shared';

export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  const primary = first?.split(/[-;]/)[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}
