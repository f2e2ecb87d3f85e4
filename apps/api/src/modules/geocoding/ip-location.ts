/** Where a client address is: the bundled table, or an IP service by URL, in the usual shape. */
import { GEOCODE_CACHE_TTL_MS, type IpLocationResponse } from '@tablefor/shared';
import { z } from 'zod';
import { fetchJson, OutsideServiceError } from '@tablefor/server-kit';
import { IP_PLACES } from './ip-ranges.ts';
import { createTtlCache } from './ttl-cache.ts';

export type IpLocator = { locate(ip: string): Promise<IpLocationResponse> };

const RESERVED_REASON = 'Reserved IP Address';
const NOT_FOUND_REASON = 'IP address not found';

/** 'a.b.c.d' (or '::ffff:a.b.c.d') as an unsigned 32-bit number; undefined for anything else. */
function ipv4ToNumber(ip: string): number | undefined {
  const text = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const octets = text.split('.');
  if (octets.length !== 4 || !octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)) {
    return undefined;
  }
  return octets.reduce((sum, octet) => sum * 256 + Number(octet), 0);
}

function inCidr(value: number, cidr: string): boolean {
  const [base = '', bits = '32'] = cidr.split('/');
  const start = ipv4ToNumber(base) ?? -1;
  const size = 2 ** (32 - Number(bits));
  return value >= start && value < start + size;
}

// Private, loopback, link-local, shared, documentation, benchmark, multicast and future blocks.
const RESERVED_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];

function isReservedIp(ip: string): boolean {
  const v4 = ipv4ToNumber(ip);
  if (v4 !== undefined) return RESERVED_V4.some((cidr) => inCidr(v4, cidr));
  const v6 = ip.toLowerCase();
  return v6 === '::1' || v6 === '::' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

export function createBundledIpLocator(): IpLocator {
  return {
    async locate(ip) {
      if (isReservedIp(ip)) return { ip, error: true, reason: RESERVED_REASON };
      const v4 = ipv4ToNumber(ip);
      const place = v4 === undefined ? undefined : IP_PLACES.find((p) => inCidr(v4, p.cidr));
      if (!place) return { ip, error: true, reason: NOT_FOUND_REASON };
      const { cidr: _cidr, ...where } = place;
      return { ip, ...where };
    },
  };
}

const remoteAnswerSchema = z.union([
  z.object({
    latitude: z.coerce.number(),
    longitude: z.coerce.number(),
    city: z.string().default(''),
    region: z.string().default(''),
    region_code: z.string().optional(),
    country_name: z.string().default(''),
  }),
  z.object({ error: z.literal(true), reason: z.string().default('IP geolocation failed') }),
]);

/** `url` holds '{ip}' where the address goes (https://ipapi.co/{ip}/json/). */
export function createRemoteIpLocator(url: string, timeoutMs: number): IpLocator {
  const cache = createTtlCache<IpLocationResponse>({
    ttlMs: GEOCODE_CACHE_TTL_MS,
    maxEntries: 5000,
  });
  return {
    async locate(ip) {
      if (isReservedIp(ip)) return { ip, error: true, reason: RESERVED_REASON };
      const hit = cache.get(ip);
      if (hit) return hit.value;
      const body = await fetchJson(url.replaceAll('{ip}', encodeURIComponent(ip)), { timeoutMs });
      const parsed = remoteAnswerSchema.safeParse(body);
      if (!parsed.success) throw new OutsideServiceError('unexpected answer');
      const answer: IpLocationResponse = { ip, ...parsed.data };
      cache.set(ip, answer);
      return answer;
    },
  };
}
