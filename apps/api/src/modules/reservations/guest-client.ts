/**
 * Which client a guest booking came from, as kept: an HMAC of its network under the server's
 * secret, never the address. An IPv6 host is given a whole /64 and may pick any address in it,
 * so its network is that prefix; an IPv4 address (also written as ::ffff:a.b.c.d) is itself.
 */
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/** The eight 16-bit groups of an IPv6 address, a trailing dotted IPv4 part as the last two. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)?.[1];
  let text = address;
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${address.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (groups: string) => (groups ? groups.split(':').map((g) => parseInt(g, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/** The network a client address stands for: the IPv4 address, or the IPv6 /64. */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().split('%')[0] ?? '';
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(address)) return address;
  const prefix = ipv6Groups(address).slice(0, 4);
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}

/** What a guest reservation keeps of its client: hex HMAC-SHA256 of the network. */
export function guestClientHash(secret: string, ip: string): string {
  return createHmac('sha256', secret)
    .update(`guest-client:${clientNetwork(ip)}`)
    .digest('hex');
}
