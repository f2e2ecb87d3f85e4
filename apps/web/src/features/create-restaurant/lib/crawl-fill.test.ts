import { describe, expect, it } from 'vitest';
import { crawlResult } from '../test/wizard-fixtures';
import { fillFromCrawl } from './crawl-fill';

describe('filling the wizard from a crawl', () => {
  it('takes only what the site states, the phone formatted and the price as a level', () => {
    const fill = fillFromCrawl(
      crawlResult({
        name: ' Bestia ',
        cuisines: 'Italian',
        cost: 3,
        phone: '+1 213-514-5724',
        address: '2121 E 7th Pl',
        opening_hours: { mon: [{ open: '17:00', close: '23:00' }] },
      }),
    );
    expect(fill.values).toEqual({
      name: 'Bestia',
      cuisines: 'Italian',
      cost: '3',
      phone: '(213) 514-5724',
      address: '2121 E 7th Pl',
    });
    expect(fill.week?.mon).toEqual({ closed: false, ranges: [{ open: '17:00', close: '23:00' }] });
    expect(fill.week?.sun.closed).toBe(true);
    expect(fill.count).toBe(6);
    // A field the result does not place was read from the page's text.
    expect(fill.sources).toEqual({
      text: ['name', 'address', 'cuisines', 'phone', 'cost', 'hours'],
    });
  });

  it('groups the filled fields by where the page states them', () => {
    const fill = fillFromCrawl(
      crawlResult({
        name: 'Bestia',
        phone: '213-514-5724',
        accessibility: {
          step_free_entrance: true,
          accessible_restroom: false,
          accessible_seating: false,
          hearing_loop: false,
          note: '',
        },
        field_sources: { name: 'structured', phone: 'text', accessibility: 'structured' },
      }),
    );
    expect(fill.sources).toEqual({
      structured: ['name', 'accessibility.step_free_entrance'],
      text: ['phone'],
    });
  });

  it("keeps the site's own wording of the hours when they are not stated day by day", () => {
    const fill = fillFromCrawl(crawlResult({ operation_hours: 'Daily 5pm-11pm' }));
    expect(fill.week).toBeNull();
    expect(fill.siteHours).toBe('Daily 5pm-11pm');
    expect(fill.count).toBe(0);
  });

  it('offers the usable pictures of the site, once each', () => {
    const fill = fillFromCrawl(
      crawlResult({
        preview_img: 'https://cdn.example/a.jpg',
        image_gallery: [
          'https://cdn.example/a.jpg',
          'javascript:alert(1)',
          '/images/restaurants/2.svg',
        ],
      }),
    );
    expect(fill.pictures).toEqual(['https://cdn.example/a.jpg', '/images/restaurants/2.svg']);
  });

  it('ticks the accessibility the site states and takes its note; says nothing when it states none', () => {
    const fill = fillFromCrawl(
      crawlResult({
        accessibility: {
          step_free_entrance: true,
          accessible_restroom: false,
          accessible_seating: true,
          hearing_loop: false,
          note: ' Ramp on Main St. ',
        },
      }),
    );
    expect(fill.values).toEqual({
      'accessibility.step_free_entrance': 'true',
      'accessibility.accessible_seating': 'true',
      'accessibility.note': 'Ramp on Main St.',
    });
    expect(fillFromCrawl(crawlResult({ accessibility: null })).values).toEqual({});
  });
});
