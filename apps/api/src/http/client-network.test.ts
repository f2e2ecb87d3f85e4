import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('counts an IPv4 address as itself, also when written as IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address as its /64, however it is written', () => {
    const network = '2001:db8:0:12::/64';
    expect(clientNetwork('2001:db8:0:12::1')).toBe(network);
    expect(clientNetwork('2001:0db8:0000:0012:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientNetwork('2001:DB8:0:12:a:b:c:d')).toBe(network);
    expect(clientNetwork('2001:db8:0:12::1.2.3.4')).toBe(network);
    expect(clientNetwork('2001:db8:0:13::1')).toBe('2001:db8:0:13::/64');
  });

  it('expands the zeros wherever they are left out', () => {
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::2001:db8:1:2:3')).toBe('0:0:0:2001::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
