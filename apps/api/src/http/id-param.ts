/**
 * The one parser of path ids (`/:id`): a positive 32-bit whole number. Anything else names nothing,
 * so a malformed id answers the same 404 as an unknown one, on every route.
 */
import { notFound } from '@tablefor/server-kit';

const MAX_ID = 2_147_483_647;

/** The id in `params[name]`, or a 404 naming `what` (`restaurant: Not found`). */
export function pathId(params: unknown, what: string, name = 'id'): number {
  const raw = (params as Record<string, unknown> | null)?.[name];
  const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id > MAX_ID) throw notFound(what);
  return id;
}
