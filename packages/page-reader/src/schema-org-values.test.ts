import { describe, expect, it } from 'vitest';
import {
  costOf,
  imageUrlsOf,
  joinedTextOf,
  phoneOf,
  plainText,
  reservationsOf,
} from './schema-org-values.ts';

describe('price range', () => {
  it.each([
    ['$', 1],
    ['$$', 2],
    [' $$$ ', 3],
    ['$$$$', 4],
    ['€€', 2],
    ['£££', 3],
    ['$$$$$', null],
    ['$10-30', null],
    // A span of tiers is read as its lower tier; a span of amounts states no tier.
    ['$$-$$$', 2],
    ['€€ – €€€', 2],
    ['$-€€', null],
    ['$30 and under', 2],
    ['Moderate', null],
    ['$€', null],
    [undefined, null],
  ])('%j is %j', (range, cost) => {
    expect(costOf(range)).toBe(cost);
  });
});

describe('phone', () => {
  it.each([
    ['+1 323-555-0187', '(323) 555-0187'],
    ['323.555.0187', '(323) 555-0187'],
    ['1 (323) 555 0187', '(323) 555-0187'],
    ['tel:+13235550187', '(323) 555-0187'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['+33 1 23 45 67 89', '+33 1 23 45 67 89'],
    ['01 23 45 67 89', '01 23 45 67 89'],
    ['555-0187', '555-0187'],
    ['(323) 555-0187 ext. 12', '(323) 555-0187 ext. 12'],
    [undefined, ''],
  ])('%j is %j', (written, shown) => {
    expect(phoneOf(written)).toBe(shown);
  });
});

describe('images', () => {
  const base = 'https://casa.example/about/';
  it('reads URLs, ImageObjects and lists, made absolute, http(s) only, without repeats', () => {
    expect(imageUrlsOf('/a.jpg', base)).toEqual(['https://casa.example/a.jpg']);
    expect(imageUrlsOf('b.jpg', base)).toEqual(['https://casa.example/about/b.jpg']);
    expect(imageUrlsOf({ '@type': 'ImageObject', url: 'https://cdn.example/c.jpg' }, base)).toEqual(
      ['https://cdn.example/c.jpg'],
    );
    expect(imageUrlsOf({ '@type': 'ImageObject', contentUrl: '/d.jpg' }, base)).toEqual([
      'https://casa.example/d.jpg',
    ]);
    expect(
      imageUrlsOf(
        [
          '/a.jpg',
          { url: ['/a.jpg'] },
          'data:image/png;base64,AAAA',
          'javascript:alert(1)',
          'ftp://x.example/e.jpg',
          'not an image',
          42,
          '//cdn.example/f.jpg',
        ],
        base,
      ),
    ).toEqual(['https://casa.example/a.jpg', 'https://cdn.example/f.jpg']);
    expect(imageUrlsOf(undefined, base)).toEqual([]);
  });
});

describe('reservations', () => {
  it.each([
    [true, true],
    [false, false],
    ['True', true],
    ['false', false],
    ['https://schema.org/True', true],
    ['http://schema.org/False', false],
    ['https://book.example/casa', true],
    ['Call us', null],
    [undefined, null],
  ])('%j is %j', (value, accepts) => {
    expect(reservationsOf(value)).toBe(accepts);
  });
});

describe('texts', () => {
  it('decodes entities, drops markup, joins lists without repeats', () => {
    expect(plainText('Fish &amp; <b>chips</b>\n  by the sea')).toBe('Fish & chips by the sea');
    expect(joinedTextOf(['Mexican', ' Oaxacan ', 'Mexican'])).toBe('Mexican, Oaxacan');
    expect(joinedTextOf('Italian')).toBe('Italian');
    expect(joinedTextOf([{ '@value': 'Thai' }, null, {}])).toBe('Thai');
  });
});
