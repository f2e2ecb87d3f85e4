/** Turns the suggestions answer into the listbox's groups: the typed text first, then 3 or 4 each. */
import type { Suggestions } from '@tablefor/shared';

export const NARROW_GROUP_LIMIT = 3;
export const WIDE_GROUP_LIMIT = 4;

export type SuggestionOption =
  | { kind: 'search'; id: string; text: string }
  | { kind: 'location'; id: string; text: string }
  | { kind: 'cuisine'; id: string; text: string }
  | { kind: 'restaurant'; id: string; text: string; restaurantId: number; neighborhood: string };

export type SuggestionGroupKey = 'locations' | 'cuisines' | 'restaurants';

export type SuggestionGroups = {
  search: SuggestionOption | null;
  groups: { key: SuggestionGroupKey; options: SuggestionOption[] }[];
  /** Every option in display order (what the arrow keys walk through). */
  options: SuggestionOption[];
};

export function groupSuggestions(
  text: string,
  suggestions: Suggestions | undefined,
  limit: number,
): SuggestionGroups {
  const typed = text.trim();
  const search: SuggestionOption | null = typed
    ? { kind: 'search', id: 'search', text: typed }
    : null;
  const groups: SuggestionGroups['groups'] = [];
  if (suggestions) {
    const candidates: SuggestionGroups['groups'] = [
      {
        key: 'locations',
        options: suggestions.locations.slice(0, limit).map((name) => ({
          kind: 'location',
          id: `location-${name}`,
          text: name,
        })),
      },
      {
        key: 'cuisines',
        options: suggestions.cuisines.slice(0, limit).map((name) => ({
          kind: 'cuisine',
          id: `cuisine-${name}`,
          text: name,
        })),
      },
      {
        key: 'restaurants',
        options: suggestions.restaurants.slice(0, limit).map((restaurant) => ({
          kind: 'restaurant',
          id: `restaurant-${restaurant.id}`,
          text: restaurant.name,
          restaurantId: restaurant.id,
          neighborhood: restaurant.neighborhood,
        })),
      },
    ];
    groups.push(...candidates.filter((group) => group.options.length > 0));
  }
  const options = [...(search ? [search] : []), ...groups.flatMap((group) => group.options)];
  return { search, groups, options };
}
