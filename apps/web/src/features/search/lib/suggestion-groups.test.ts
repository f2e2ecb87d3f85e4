import { describe, expect, it } from 'vitest';
import type { Suggestions } from '@tablefor/shared';
import { NARROW_GROUP_LIMIT, WIDE_GROUP_LIMIT, groupSuggestions } from './suggestion-groups';

const five = (prefix: string) => Array.from({ length: 5 }, (_, i) => `${prefix} ${i + 1}`);
const suggestions: Suggestions = {
  locations: five('Area'),
  cuisines: five('Cuisine'),
  restaurants: five('Place').map((name, i) => ({ id: i + 1, name, neighborhood: 'Venice' })),
};

describe('groupSuggestions', () => {
  it('puts the typed text first, then Locations, Cuisines and Restaurants, 4 each when wide', () => {
    const grouped = groupSuggestions('  pi ', suggestions, WIDE_GROUP_LIMIT);
    expect(grouped.search).toEqual({ kind: 'search', id: 'search', text: 'pi' });
    expect(grouped.groups.map((group) => group.key)).toEqual([
      'locations',
      'cuisines',
      'restaurants',
    ]);
    expect(grouped.groups.map((group) => group.options.length)).toEqual([4, 4, 4]);
    expect(grouped.options).toHaveLength(13);
    expect(grouped.options[0]?.kind).toBe('search');
    expect(grouped.options[5]).toMatchObject({ kind: 'cuisine', text: 'Cuisine 1' });
  });

  it('keeps 3 per group when narrow', () => {
    const grouped = groupSuggestions('pi', suggestions, NARROW_GROUP_LIMIT);
    expect(grouped.groups.map((group) => group.options.map((option) => option.text))).toEqual([
      ['Area 1', 'Area 2', 'Area 3'],
      ['Cuisine 1', 'Cuisine 2', 'Cuisine 3'],
      ['Place 1', 'Place 2', 'Place 3'],
    ]);
    expect(grouped.options).toHaveLength(10);
  });

  it('leaves out empty groups and has nothing without typed text', () => {
    const grouped = groupSuggestions(
      'x',
      { locations: [], cuisines: ['Thai'], restaurants: [] },
      4,
    );
    expect(grouped.groups.map((group) => group.key)).toEqual(['cuisines']);
    expect(groupSuggestions('   ', undefined, 4).options).toEqual([]);
  });

  it('carries the restaurant id for the restaurant page', () => {
    const grouped = groupSuggestions('pl', suggestions, 4);
    expect(grouped.groups[2]?.options[1]).toMatchObject({
      kind: 'restaurant',
      restaurantId: 2,
      text: 'Place 2',
      neighborhood: 'Venice',
    });
  });
});
