/** The language a request was made in (Accept-Language), among the product's: 'es' or 'en'. */
import type { FastifyRequest } from 'fastify';

export type ProductLanguage = 'en' | 'es';

export function requestLanguage(request: FastifyRequest): ProductLanguage {
  const header = request.headers['accept-language'];
  const first = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return first?.startsWith('es') ? 'es' : 'en';
}
