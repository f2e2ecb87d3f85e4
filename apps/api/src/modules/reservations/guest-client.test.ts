import { describe, expect, it } from 'vitest';
import { clientNetwork, guestClientHash } from './guest-client.ts';

describe('a guest booking client network', () => {
  it('is an IPv4 address itself, however it is written', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, in any of its spellings', () => {
    const network = '2001:db8:85a3:12::/64';
    expect(clientNetwork('2001:db8:85a3:12::1')).toBe(network);
    expect(clientNetwork('2001:0DB8:85A3:0012:ffff:0:0:9')).toBe(network);
    expect(clientNetwork('2001:db8:85a3:12:1:2:192.0.2.1')).toBe(network);
    expect(clientNetwork('2001:db8:85a3:12::5%eth0')).toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('is kept as a keyed hash: not the address, one per network, another under another key', () => {
    const hash = guestClientHash('secret-one', '2001:db8:85a3:12::1');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(guestClientHash('secret-one', '2001:db8:85a3:12::abcd')).toBe(hash);
    expect(guestClientHash('secret-one', '2001:db8:85a3:13::1')).not.toBe(hash);
    expect(guestClientHash('secret-two', '2001:db8:85a3:12::1')).not.toBe(hash);
  });
});
