import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnv } from './parse-env.ts';
import { envTrustProxy, trustProxyOption, type TrustProxy } from './trust-proxy.ts';

const schema = z.object({ TRUST_PROXY: envTrustProxy() });
const trustOf = (value?: string) =>
  parseEnv(schema, value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told to', () => {
    for (const value of [undefined, '', ' ', 'false', '0']) expect(trustOf(value)).toBe(false);
  });

  it('reads a hop count, true, or a list of addresses, ranges and range names', () => {
    expect(trustOf('1')).toBe(1);
    expect(trustOf('2')).toBe(2);
    expect(trustOf('true')).toBe(true);
    expect(trustOf('loopback')).toEqual(['loopback']);
    expect(trustOf('10.0.0.0/8, 192.168.1.7,::1, fd00::/8,uniquelocal')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it('refuses anything else, naming each entry', () => {
    expect(() => trustOf('yes')).toThrow(
      "TRUST_PROXY: 'yes' is not a hop count, an address, a CIDR range or a range name",
    );
    for (const value of ['10.0.0.0/33', '::1/129', '10.0.0.1/8/1', 'proxy.internal', '-1', '1,']) {
      expect(() => trustOf(value), value).toThrow(/^Invalid environment:\n\s*TRUST_PROXY: '/);
    }
  });
});

/** The address a server with this setting takes for the client. */
async function clientOf(trust: TrustProxy, remoteAddress: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: trustProxyOption(trust) });
  app.get('/', async (request) => request.ip);
  const res = await app.inject({
    url: '/',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return res.body;
}

describe('trustProxyOption', () => {
  it('believes no header by default', async () => {
    expect(await clientOf(false, '203.0.113.1', '198.51.100.9')).toBe('203.0.113.1');
  });

  it('takes a hop count as that many proxies in front, whoever they are', async () => {
    expect(await clientOf(1, '10.0.0.2', 'forged, 198.51.100.9')).toBe('198.51.100.9');
    expect(await clientOf(2, '10.0.0.2', 'forged, 198.51.100.9, 10.0.0.3')).toBe('198.51.100.9');
    expect(await clientOf(1, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('believes named proxies only', async () => {
    const trust = ['10.0.0.0/8', 'loopback'];
    expect(await clientOf(trust, '10.1.2.3', 'forged, 198.51.100.9')).toBe('198.51.100.9');
    expect(await clientOf(trust, '127.0.0.1', '198.51.100.9')).toBe('198.51.100.9');
    expect(await clientOf(trust, '203.0.113.1', '198.51.100.9')).toBe('203.0.113.1');
  });
});
