import { describe, expect, it } from 'vitest';
import {
  defaultSearchState,
  parseSearchParams,
  searchResultsUrl,
  toApiParams,
  toSearchParams,
} from './search-params';

const today = '2025-06-10';
const parse = (query: string) => parseSearchParams(new URLSearchParams(query), today);

describe('search state in the URL', () => {
  it('fills defaults for an empty query: today, 7:00 PM, 2 people, relevance', () => {
    expect(parse('')).toEqual(defaultSearchState(today));
    expect(parse('')).toMatchObject({
      date: today,
      time: '19:00',
      partySize: 2,
      sort: 'relevance',
    });
  });

  it('reads every filter of the spec', () => {
    expect(
      parse(
        'searchInput=sushi&cuisine=Japanese&location=Venice&priceRange=1,3&diningStyle=Fine+Dining' +
          '&date=2025-06-12&time=20:30&partySize=4&sort=rating',
      ),
    ).toEqual({
      searchInput: 'sushi',
      cuisine: 'Japanese',
      location: 'Venice',
      priceRange: '1-3',
      diningStyle: 'Fine Dining',
      date: '2025-06-12',
      time: '20:30',
      partySize: 4,
      sort: 'rating',
    });
  });

  it('falls back to defaults for values out of range', () => {
    expect(parse('priceRange=7&date=2025-06-09&time=23:00&partySize=21&sort=cheapest')).toEqual(
      defaultSearchState(today),
    );
    expect(parse('date=2026-01-01').date).toBe(today);
    expect(parse('date=2025-12-10').date).toBe('2025-12-10');
    expect(parse('time=19:15&partySize=1.5').time).toBe('19:00');
  });

  it('writes the shortest query and reads it back unchanged', () => {
    const state = { ...parse(''), cuisine: 'Thai', partySize: 6, sort: 'distance' as const };
    const params = toSearchParams(state, today);
    expect(params.toString()).toBe('cuisine=Thai&partySize=6&sort=distance');
    expect(parseSearchParams(params, today)).toEqual(state);
    expect(toSearchParams(defaultSearchState(today), today).toString()).toBe('');
  });

  it('builds the results link', () => {
    expect(searchResultsUrl({ location: 'Silver Lake' })).toBe(
      '/search-results?location=Silver+Lake',
    );
    expect(searchResultsUrl({})).toBe('/search-results');
    expect(searchResultsUrl({ searchInput: 'pho' }, '/search')).toBe('/search?searchInput=pho');
  });

  it('asks the API with every value explicit, the page and the position', () => {
    const params = toApiParams({ ...parse('cuisine=Thai'), date: today }, 3, {
      latitude: 34.1,
      longitude: -118.3,
    });
    expect(Object.fromEntries(params)).toEqual({
      cuisine: 'Thai',
      date: today,
      time: '19:00',
      partySize: '2',
      sort: 'relevance',
      page: '3',
      latitude: '34.1',
      longitude: '-118.3',
    });
  });

  it("keeps 'Accessible entrance' in the URL and the API query only when it is asked for", () => {
    expect(parse('accessibleEntrance=true').accessibleEntrance).toBe(true);
    expect(parse('accessibleEntrance=yes').accessibleEntrance).toBeUndefined();
    const state = { ...defaultSearchState(today), accessibleEntrance: true };
    expect(toSearchParams(state, today).get('accessibleEntrance')).toBe('true');
    expect(toApiParams(state, 1).get('accessibleEntrance')).toBe('true');
    expect(toSearchParams(defaultSearchState(today), today).has('accessibleEntrance')).toBe(false);
  });
});
