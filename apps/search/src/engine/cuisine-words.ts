/**
 * The cuisines a topic names, as OpenStreetMap's cuisine=* values ('italian', 'middle_eastern'),
 * and the dish or venue words that point to one ('sushi' → japanese): query expansion writes
 * them as queries, the Overpass provider as a cuisine filter.
 */
import { wordsOf } from './query-words.ts';

/** cuisine=* values a topic may name directly (dishes OSM also uses as a cuisine included). */
const CUISINES = new Set(
  [
    'african american barbecue brazilian breakfast burger caribbean chinese cuban ethiopian',
    'filipino french fusion german greek hawaiian indian indonesian italian japanese korean',
    'lebanese mediterranean mexican middle_eastern moroccan noodle persian peruvian pizza ramen',
    'salvadoran seafood spanish steak_house sushi tapas thai turkish vegan vegetarian vietnamese',
  ]
    .join(' ')
    .split(' '),
);

/** Words that point to a cuisine: the synonym variant of a query ('pizza' → 'italian'). */
const CUISINE_SYNONYMS: Record<string, string> = {
  bibimbap: 'korean',
  bistro: 'french',
  bulgogi: 'korean',
  burrito: 'mexican',
  burritos: 'mexican',
  ceviche: 'peruvian',
  curry: 'indian',
  dim_sum: 'chinese',
  dumplings: 'chinese',
  falafel: 'middle_eastern',
  gyro: 'greek',
  izakaya: 'japanese',
  kebab: 'turkish',
  paella: 'spanish',
  pasta: 'italian',
  pho: 'vietnamese',
  pizza: 'italian',
  pizzeria: 'italian',
  ramen: 'japanese',
  steakhouse: 'steak_house',
  sushi: 'japanese',
  tacos: 'mexican',
  taqueria: 'mexican',
  tandoori: 'indian',
  trattoria: 'italian',
};

/** A text's words and its two-word phrases joined as OSM joins them ('dim sum' → 'dim_sum'). */
function termsOf(text: string): string[] {
  const words = wordsOf(text);
  const pairs = words.slice(1).map((word, index) => `${words[index]}_${word}`);
  return [...pairs, ...words];
}

const unique = (values: string[]) => [...new Set(values)];

/** The cuisine=* values a text names ('best Middle Eastern food' → ['middle_eastern']). */
export function cuisinesNamedIn(text: string): string[] {
  return unique(termsOf(text).filter((term) => CUISINES.has(term)));
}

/** The cuisines a text's dish or venue words point to, other than the ones it names. */
export function cuisineSynonymsOf(text: string): string[] {
  const named = new Set(cuisinesNamedIn(text));
  const pointed = termsOf(text).flatMap((term) => CUISINE_SYNONYMS[term] ?? []);
  return unique(pointed.filter((cuisine) => !named.has(cuisine)));
}

/**
 * The dish and venue words that point to the cuisines a text names ('italian' → pasta, pizza,
 * pizzeria, trattoria): a topic that names only a cuisine is also sought by what such places
 * are called or serve.
 */
export function dishesOfCuisinesIn(text: string): string[] {
  const named = new Set(cuisinesNamedIn(text));
  const words = new Set(termsOf(text));
  return Object.entries(CUISINE_SYNONYMS)
    .filter(([dish, cuisine]) => named.has(cuisine) && !words.has(dish))
    .map(([dish]) => cuisineWords(dish));
}

/** A cuisine value as words ('middle_eastern' → 'middle eastern'). */
export const cuisineWords = (cuisine: string) => cuisine.replaceAll('_', ' ');
