import { describe, expect, it } from 'vitest';
import { candidateOf } from './candidate.ts';
import { mergeCandidates } from './merge-candidates.ts';
import { isSamePlace } from './same-place.ts';

const solé = candidateOf({
  name: 'Trattoria Sole',
  cuisine_type: 'italian',
  location: { address: '1420 Ocean Avenue, Santa Monica, CA', city: 'Santa Monica' },
  contact: { website: 'https://www.trattoria-sole.example.com/' },
  rating: 4.5,
  reviews_count: 12,
  features: ['outdoor seating'],
  source_urls: ['https://catalogue.test/restaurants/7'],
});

describe('isSamePlace', () => {
  it('is the same name at the same street address, however written', () => {
    const other = candidateOf({
      name: 'The Trattoria Sole',
      location: { address: '1420 Ocean Ave' },
      source_urls: ['https://www.openstreetmap.org/node/1'],
    });
    expect(isSamePlace(solé, other)).toBe(true);
  });

  it('is the same website host and path', () => {
    const other = candidateOf({
      name: 'Sole Santa Monica',
      contact: { website: 'trattoria-sole.example.com' },
      source_urls: ['https://pages.test/sole'],
    });
    expect(isSamePlace(solé, other)).toBe(true);
  });

  it('is not one website at two street addresses (a chain), nor one name at two', () => {
    const branch = candidateOf({
      name: 'Trattoria Sole',
      location: { address: '44 East Colorado Boulevard' },
      contact: { website: 'https://trattoria-sole.example.com' },
      source_urls: ['https://pages.test/sole-pasadena'],
    });
    expect(isSamePlace(solé, branch)).toBe(false);
  });

  it('takes places that state no address as one only when they stand within 100 m', () => {
    const at = (latitude: number, source: string) =>
      candidateOf({
        name: 'Pho Lotus',
        location: { latitude, longitude: -118.26 },
        source_urls: [source],
      });
    expect(isSamePlace(at(34.078, 'a:'), at(34.0785, 'b:'))).toBe(true);
    expect(isSamePlace(at(34.078, 'a:'), at(34.09, 'b:'))).toBe(false);
  });
});

describe('mergeCandidates', () => {
  it('keeps the first statements, fills what is empty and lists every source', () => {
    const fromOsm = candidateOf({
      name: 'Trattoria Sole',
      cuisine_type: 'pizza',
      location: {
        address: '1420 Ocean Ave',
        zip_code: '90401',
        latitude: 34.01,
        longitude: -118.5,
      },
      contact: { phone: '+1 310-555-0100' },
      opening_hours: { mon: [{ open: '11:30', close: '22:00' }] },
      rating: 3,
      reviews_count: null,
      features: ['reservations', 'outdoor seating'],
      source_urls: ['https://www.openstreetmap.org/node/1'],
    });
    const other = candidateOf({ name: 'Bamboo Garden', source_urls: ['x:'] });
    const [merged, rest, ...more] = mergeCandidates([solé, other, fromOsm]);
    expect(more).toEqual([]);
    expect(rest?.name).toBe('Bamboo Garden');
    expect(merged).toMatchObject({
      name: 'Trattoria Sole',
      cuisine_type: 'italian',
      location: {
        address: '1420 Ocean Avenue, Santa Monica, CA',
        zip_code: '90401',
        latitude: 34.01,
      },
      contact: { phone: '+1 310-555-0100', website: 'https://www.trattoria-sole.example.com/' },
      hours: { monday: '11:30-22:00' },
      rating: 4.5,
      reviews_count: 12,
      features: ['outdoor seating', 'reservations'],
      source_urls: ['https://catalogue.test/restaurants/7', 'https://www.openstreetmap.org/node/1'],
    });
  });

  it("keeps each source's name, the first's for a source both name", () => {
    const listing = candidateOf({
      ...solé,
      source_names: { 'https://catalogue.test/restaurants/7': 'Trattoria Sole' },
    });
    const page = candidateOf({
      ...solé,
      source_urls: ['https://catalogue.test/restaurants/7', 'https://pages.test/sole'],
      source_names: {
        'https://catalogue.test/restaurants/7': 'Another name',
        'https://pages.test/sole': 'Sole | Santa Monica',
      },
    });
    const [merged] = mergeCandidates([listing, page]);
    expect(merged?.source_names).toEqual({
      'https://catalogue.test/restaurants/7': 'Trattoria Sole',
      'https://pages.test/sole': 'Sole | Santa Monica',
    });
    const [unnamed] = mergeCandidates([solé, solé]);
    expect(unnamed?.source_names).toBeUndefined();
  });

  it('takes a rating and its count from one source together', () => {
    const unrated = candidateOf({ name: 'A', source_urls: ['a:'] });
    const rated = candidateOf({
      name: 'A',
      rating: 4,
      reviews_count: 3,
      source_urls: ['a:', 'b:'],
    });
    expect(mergeCandidates([unrated, rated])[0]).toMatchObject({ rating: 4, reviews_count: 3 });
  });
});
