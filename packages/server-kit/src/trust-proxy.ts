/**
 * Whom a server believes about the client's address (X-Forwarded-For), which every per-IP limit
 * counts by: TRUST_PROXY, parsed at boot, and the Fastify option it becomes.
 */
import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import { z } from 'zod';

/** false: nobody; true: everybody; a hop count; or addresses, CIDR ranges and range names. */
export type TrustProxy = boolean | number | string[];

/** Names proxy-addr knows for address ranges: 127.0.0.1/8 and ::1, fe80::/10, private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset (or `false`, `0`), none: the socket's peer is the client. Comma-separated
 * addresses, CIDR ranges or `loopback`/`linklocal`/`uniquelocal`: those proxies. A hop count
 * (`1`: the one proxy in front) or `true` (every hop): only where no request can reach the server
 * except through its proxies, which overwrite or append to the header.
 */
export const envTrustProxy = () =>
  z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      const text = (value ?? '').trim();
      if (text === '' || text === 'false') return false;
      if (text === 'true') return true;
      if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
      const entries = text.split(',').map((part) => part.trim());
      for (const entry of entries.filter((part) => !isAddressOrRange(part))) {
        context.addIssue({
          code: 'custom',
          message: `'${entry}' is not a hop count, an address, a CIDR range or a range name`,
        });
      }
      return entries;
    });

/**
 * Fastify's `trustProxy` for a setting. Fastify ignores a bare hop count (it cannot tell a proxy
 * from a client), so a count becomes the hop rule itself: the operator has said that only
 * proxies reach the server.
 */
export function trustProxyOption(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
