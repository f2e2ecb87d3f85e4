import { describe, expect, it } from 'vitest';
import { LA_NEIGHBORHOODS } from './la-neighborhoods.ts';
import { gazetteerGeocode, gazetteerReverseGeocode } from './gazetteer.ts';

const where = (address: string) => {
  const result = gazetteerGeocode(address);
  return result && `${result.type} ${result.neighborhood ?? result.city}`;
};

describe('gazetteerGeocode', () => {
  it('knows every seeded neighborhood and a street address on each of its streets', () => {
    for (const hood of LA_NEIGHBORHOODS) {
      expect(gazetteerGeocode(hood.name)).toMatchObject({ latitude: hood.latitude });
      for (const street of hood.streets) {
        const address = `${street.from} ${street.name}, ${hood.city}, CA ${hood.zip}`;
        expect(where(address), address).toBe(`street_address ${hood.name}`);
      }
    }
  });

  it.each([
    ['3200 Sunset Blvd, Los Angeles', 'street_address Silver Lake'],
    ['6500 sunset boulevard', 'street_address Hollywood'],
    ['7500 West Third Street', 'street_address Fairfax'],
    ['Silver Lake, Los Angeles, CA', 'neighborhood Silver Lake'],
    ['SILVERLAKE', 'neighborhood Silver Lake'],
    ['dinner in koreatown', 'neighborhood Koreatown'],
    ['Beverly Hills 90210', 'neighborhood Beverly Hills'],
    ['90026', 'postal_code Silver Lake'],
    ['New York, NY', 'locality Manhattan'],
    ['new york new york', 'locality Manhattan'],
    ['500 Broadway, New York, NY', 'locality Manhattan'],
    ['Seattle, Washington, USA', 'locality Seattle'],
    ['LA', 'locality Los Angeles'],
  ])('%s → %s', (address, expected) => {
    expect(where(address)).toBe(expected);
  });

  it.each(['Atlantis', 'Glendale, AZ', ''])('does not guess %o', (address) => {
    expect(gazetteerGeocode(address)).toBeNull();
  });
});

describe('gazetteerReverseGeocode', () => {
  it('names the nearest neighborhood, else a nearby city, else nothing', () => {
    expect(gazetteerReverseGeocode(34.0905, -118.3615)?.neighborhood).toBe('West Hollywood');
    expect(gazetteerReverseGeocode(41.9, -87.65)?.city).toBe('Chicago');
    expect(gazetteerReverseGeocode(45, -30)).toBeNull();
  });
});
