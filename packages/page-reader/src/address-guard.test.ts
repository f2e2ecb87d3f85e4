import { describe, expect, it } from 'vitest';
import {
  guardedLookup,
  isPublicAddress,
  literalAddressOf,
  type Resolver,
} from './address-guard.ts';
import { CrawlFailure } from './crawl-failure.ts';

describe('isPublicAddress', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:7f00:1::',
    'not-an-address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  // IPv4-compatible (::/96, deprecated) is refused whatever it embeds; mapped, translated, NAT64
  // and 6to4 forms embedding a private IPv4 address are refused too.
  it.each([
    '::7f00:1',
    '::127.0.0.1',
    '::a00:1',
    '::a9fe:a9fe',
    '::c0a8:101',
    '::808:808',
    '::ffff:10.0.0.1',
    '::ffff:0:7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::a00:1',
    '2002:c0a8:101::1',
    '2002:a9fe:a9fe::',
  ])('refuses %s, an IPv6 form of an IPv4 address', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700::6810:84e5',
    '::ffff:8.8.8.8',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('literalAddressOf', () => {
  it('reads IP literals as URLs normalise them, and leaves names alone', () => {
    expect(literalAddressOf(new URL('http://127.1/').hostname)).toBe('127.0.0.1');
    expect(literalAddressOf(new URL('http://0x7f000001/').hostname)).toBe('127.0.0.1');
    expect(literalAddressOf(new URL('http://2130706433/').hostname)).toBe('127.0.0.1');
    expect(literalAddressOf(new URL('http://0177.0.0.1/').hostname)).toBe('127.0.0.1');
    expect(literalAddressOf(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('::ffff:7f00:1');
    expect(literalAddressOf(new URL('http://[::1]:8080/').hostname)).toBe('::1');
    expect(literalAddressOf('casa-lumbre.example')).toBeNull();
  });
});

describe('guardedLookup', () => {
  const lookupWith = (resolve: Resolver, all: boolean) =>
    new Promise<{ error: Error | null; address: unknown }>((done) => {
      guardedLookup(resolve, isPublicAddress)('casa.example', { all }, (error, address) =>
        done({ error, address }),
      );
    });

  it('answers the checked addresses, one or all', async () => {
    const resolve: Resolver = async () => [{ address: '93.184.216.34', family: 4 }];
    expect(await lookupWith(resolve, false)).toEqual({ error: null, address: '93.184.216.34' });
    expect(await lookupWith(resolve, true)).toEqual({
      error: null,
      address: [{ address: '93.184.216.34', family: 4 }],
    });
  });

  it('refuses a name when any of its addresses is private, as one that does not resolve', async () => {
    const resolve: Resolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ];
    const { error } = await lookupWith(resolve, true);
    expect(error).toBeInstanceOf(CrawlFailure);
    // Said as for a name that does not resolve: the answer must not tell which internal names exist.
    expect((error as CrawlFailure).reason).toBe('unresolvable');
  });

  it('calls a name that does not resolve unresolvable', async () => {
    const failing: Resolver = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(((await lookupWith(failing, false)).error as CrawlFailure).reason).toBe('unresolvable');
    expect(((await lookupWith(async () => [], false)).error as CrawlFailure).reason).toBe(
      'unresolvable',
    );
  });
});
