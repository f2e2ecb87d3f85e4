/** Varied search queries drawn from the seed's vocabulary, and the old client-side filter. */
import { CUISINES } from '../../apps/api/src/seed/cuisines.ts';
import { LA_NEIGHBORHOODS } from '../../apps/api/src/modules/geocoding/la-neighborhoods.ts';
import { createRandom } from '../../apps/api/src/seed/prng.ts';
import { DINING_STYLES } from '../../apps/api/src/seed/restaurant-copy.ts';
import { addDays, BOOKABLE_TIMES, type Restaurant } from '@tablefor/shared';

export type BenchQuery = Record<string, string>;

/** `count` queries: a text term, some filters, mostly distance sort, varied pages, dates and times. */
export function benchQueries(count: number, today: string): BenchQuery[] {
  const random = createRandom(7);
  const terms = [
    ...CUISINES.map((cuisine) => cuisine.name.toLowerCase()),
    ...CUISINES.flatMap((cuisine) => cuisine.nameWords.slice(0, 3)),
    ...CUISINES.flatMap((cuisine) => cuisine.dishes.slice(0, 2)),
    ...LA_NEIGHBORHOODS.map((hood) => hood.name.split(' ')[0] ?? hood.name),
  ];
  return Array.from({ length: count }, () => {
    const hood = random.pick(LA_NEIGHBORHOODS);
    const query: BenchQuery = {
      searchInput: random.pick(terms),
      sort: random.chance(0.7) ? 'distance' : random.pick(['relevance', 'rating', 'price', 'name']),
      latitude: (hood.latitude + (random.next() - 0.5) / 50).toFixed(5),
      longitude: (hood.longitude + (random.next() - 0.5) / 50).toFixed(5),
      page: String(random.chance(0.7) ? 1 : random.int(2, 3)),
      date: addDays(today, random.int(0, 14)),
      time: random.pick(BOOKABLE_TIMES),
      partySize: String(random.int(1, 8)),
    };
    if (random.chance(0.4))
      query.priceRange = random.pick(['1', '2', '3', '4', '1-2', '2-3', '3-4']);
    if (random.chance(0.3)) query.diningStyle = random.pick(DINING_STYLES);
    if (random.chance(0.25)) query.location = random.pick(LA_NEIGHBORHOODS).name;
    if (random.chance(0.25)) query.cuisine = random.pick(CUISINES).name;
    return query;
  });
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number) {
  const a =
    Math.sin(toRadians(lat2 - lat1) / 2) ** 2 +
    Math.cos(toRadians(lat1)) *
      Math.cos(toRadians(lat2)) *
      Math.sin(toRadians(lng2 - lng1) / 2) ** 2;
  return 2 * 3959 * Math.asin(Math.sqrt(a));
}

/** What the old client did with the full list: filter, add distances, sort, then show a page. */
export function filterInClient(all: Restaurant[], query: BenchQuery, pageSize = 20) {
  const text = query.searchInput?.toLowerCase();
  const [min = 1, max = min] = (query.priceRange ?? '1-4').split('-').map(Number);
  const latitude = Number(query.latitude);
  const longitude = Number(query.longitude);
  const matches = all
    .filter(
      (r) =>
        (!text ||
          [r.name, r.cuisines, r.neighborhood, r.description].some((field) =>
            field.toLowerCase().includes(text),
          )) &&
        (!query.cuisine ||
          r.cuisines
            .toLowerCase()
            .split(/\s*,\s*/)
            .includes(query.cuisine.toLowerCase())) &&
        (!query.location || r.neighborhood.toLowerCase() === query.location.toLowerCase()) &&
        r.cost >= min &&
        r.cost <= max &&
        (!query.diningStyle || r.dining_style.toLowerCase() === query.diningStyle.toLowerCase()),
    )
    .map((r) => ({
      ...r,
      distance:
        r.latitude === null || r.longitude === null
          ? null
          : haversineMiles(latitude, longitude, r.latitude, r.longitude),
    }));
  if (query.sort === 'distance') {
    matches.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
  }
  const page = Number(query.page ?? 1);
  return { total: matches.length, page: matches.slice((page - 1) * pageSize, page * pageSize) };
}
