/**
 * The network a client address stands for, for limits that count clients: an IPv4 address, or
 * the /64 of an IPv6 address (a host is handed a whole /64 and may pick any address in it).
 */
import { isIPv6 } from 'node:net';

export function clientNetwork(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // an IPv6 zone (fe80::1%eth0) names no other host
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mappedIpv4?.[1]) return mappedIpv4[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros ('2001:db8::1' has five zero groups). */
function ipv6Groups(address: string): string[] {
  const hex = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [Number(a) * 256 + Number(b), Number(c) * 256 + Number(d)]
      .map((group) => group.toString(16))
      .join(':'),
  );
  const [head = '', tail] = hex.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length);
  return [...headGroups, ...zeros.fill('0'), ...tailGroups].map((group) =>
    parseInt(group, 16).toString(16),
  );
}
