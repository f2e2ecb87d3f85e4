/**
 * Which network addresses the crawl may connect to: public unicast ones only, so a submitted URL
 * (or a redirect, or a DNS answer) can never reach this server's own network.
 */
import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { CrawlFailure } from './crawl-failure.ts';

/** IPv4-compatible IPv6 (`::a.b.c.d`, deprecated): ipaddr.js calls it plain unicast. */
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Public unicast only: private, loopback, link-local (the cloud metadata service), CGNAT,
 * unique-local, multicast, broadcast, unspecified, reserved and documentation ranges, and the
 * IPv6 forms that embed an IPv4 address (compatible, translated, NAT64, 6to4, Teredo) are all
 * refused; an IPv4-mapped address is judged by the IPv4 address it maps.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && parsed.match(IPV4_COMPATIBLE)) return false;
  return parsed.range() === 'unicast';
}

/** The IP address a URL's hostname is written as ('[::1]' → '::1'), or null for a name. */
export function literalAddressOf(hostname: string): string | null {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

/** Resolves a name to every address it has; a failure is `unresolvable`. */
export type Resolver = (hostname: string, family?: number) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = async (hostname, family) => {
  try {
    return await dnsLookup(hostname, { all: true, family: family ?? 0 });
  } catch {
    throw new CrawlFailure('unresolvable');
  }
};

/**
 * The refusal of a name's addresses, or null when they may all be reached. A name that leads to
 * a refused address fails as one that does not resolve: otherwise the answer would tell anyone
 * which names exist on this server's own network.
 */
function refusalOf(addresses: LookupAddress[], isAllowed: (address: string) => boolean) {
  const refused = addresses.length === 0 || addresses.some(({ address }) => !isAllowed(address));
  return refused ? new CrawlFailure('unresolvable') : null;
}

/**
 * A `lookup` for net.connect that refuses the whole connection when any address the name
 * resolves to is refused. The socket then connects to the very addresses checked here, so a
 * second DNS answer (rebinding) never reaches it. Literal IP hosts never call `lookup`: check
 * them with `literalAddressOf` first.
 */
export function guardedLookup(
  resolve: Resolver,
  isAllowed: (address: string) => boolean,
): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    resolve(hostname, family).then(
      (addresses) => {
        const refusal = refusalOf(addresses, isAllowed);
        const [first] = addresses;
        if (refusal || !first) callback(refusal, '');
        else if (options.all) callback(null, addresses);
        else callback(null, first.address, first.family);
      },
      (error: unknown) =>
        callback(error instanceof CrawlFailure ? error : new CrawlFailure('unresolvable'), ''),
    );
  };
}
