import { describe, expect, it } from 'vitest';
import { parseOsmOpeningHours } from './osm-opening-hours.ts';
import { foundedYearOf, placeFromOsmTags } from './osm-tags.ts';

const origin = {
  source: 'osm',
  source_id: 'node/1',
  source_url: 'https://www.openstreetmap.org/node/1',
  latitude: 34,
  longitude: -118,
};

describe('placeFromOsmTags', () => {
  it('reads a restaurant’s name, cuisine, address, contacts, hours and features', () => {
    const place = placeFromOsmTags(
      {
        amenity: 'restaurant',
        name: 'Kaze Ramen',
        cuisine: 'japanese;ramen',
        'addr:housenumber': '325',
        'addr:street': 'East 2nd Street',
        'addr:suburb': 'Little Tokyo',
        'addr:city': 'Los Angeles',
        'addr:state': 'CA',
        'addr:postcode': '90012',
        'contact:phone': '+1 213-555-0122',
        'contact:website': 'https://kaze.example.com',
        opening_hours: 'Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00',
        start_date: '2013-04',
        'diet:vegan': 'yes',
        wheelchair: 'yes',
      },
      origin,
    );
    expect(place).toMatchObject({
      name: 'Kaze Ramen',
      cuisine: 'japanese, ramen',
      address: '325 East 2nd Street',
      neighborhood: 'Little Tokyo',
      city: 'Los Angeles',
      state: 'CA',
      zip_code: '90012',
      phone: '+1 213-555-0122',
      website: 'https://kaze.example.com',
      hours: { monday: '11:00-22:00', saturday: '12:00-23:00', sunday: '12:00-23:00' },
      features: ['vegan options', 'wheelchair accessible'],
      founded_year: 2013,
      source_url: 'https://www.openstreetmap.org/node/1',
    });
  });

  it('reads nothing but a named restaurant', () => {
    expect(placeFromOsmTags({ amenity: 'restaurant' }, origin)).toBeNull();
    expect(placeFromOsmTags({ amenity: 'cafe', name: 'Bean' }, origin)).toBeNull();
  });

  it('states no founding year for an approximate start date', () => {
    expect(foundedYearOf('~1990')).toBeNull();
    expect(foundedYearOf('before 2001')).toBeNull();
    expect(foundedYearOf('1998')).toBe(1998);
  });
});

describe('parseOsmOpeningHours', () => {
  it('reads rules, closed days and split shifts; a later rule replaces its days', () => {
    expect(parseOsmOpeningHours('Mo-Su 11:00-22:00; Tu off; Fr 11:00-14:00,17:00-23:00')).toEqual({
      mon: [{ open: '11:00', close: '22:00' }],
      tue: [],
      wed: [{ open: '11:00', close: '22:00' }],
      thu: [{ open: '11:00', close: '22:00' }],
      fri: [
        { open: '11:00', close: '14:00' },
        { open: '17:00', close: '23:00' },
      ],
      sat: [{ open: '11:00', close: '22:00' }],
      sun: [{ open: '11:00', close: '22:00' }],
    });
  });

  it('leaves out what it cannot read, and states nothing when it reads no rule', () => {
    expect(parseOsmOpeningHours('Mo-Fr 09:00-17:00; PH off; Sa 10:00+')).toEqual({
      mon: [{ open: '09:00', close: '17:00' }],
      tue: [{ open: '09:00', close: '17:00' }],
      wed: [{ open: '09:00', close: '17:00' }],
      thu: [{ open: '09:00', close: '17:00' }],
      fri: [{ open: '09:00', close: '17:00' }],
    });
    expect(parseOsmOpeningHours('24/7')).toBeNull();
    expect(parseOsmOpeningHours('')).toBeNull();
  });
});
