/**
 * When a page describes several restaurants, the one meant: the name that best matches the
 * user's instruction, then the URL, then the first on the page. Deterministic: no model decides.
 */
import type { RestaurantFacts } from './restaurant-facts.ts';

const IGNORED_WORDS = new Set(['the', 'a', 'an', 'and', 'of', 'at', 'in', 'restaurant', 'www']);

/** Lower-case words without accents: "Luigi's Trattoria" → ['luigi', 's', 'trattoria']. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !IGNORED_WORDS.has(word));
}

/** The key two items of the same restaurant share. */
export const nameKey = (name: string | undefined) => wordsOf(name ?? '').join(' ');

/** How well a name matches a text: all its words in order first, then how many of them occur. */
function matchScore(key: string, text: string): number {
  const words = new Set(wordsOf(text));
  const textKey = wordsOf(text).join(' ');
  const shared = key.split(' ').filter((word) => words.has(word)).length;
  return (key && ` ${textKey} `.includes(` ${key} `) ? 1000 : 0) + shared;
}

/** The best-matching name key among `keys`, the first on the page when nothing tells them apart. */
function bestKey(keys: string[], instruction: string, url: string): string | undefined {
  const place = URL.canParse(url) ? new URL(url) : null;
  const urlText = place ? `${place.hostname} ${place.pathname}` : url;
  let best = keys[0];
  let bestScore = [-1, -1];
  for (const key of keys) {
    const score = [matchScore(key, instruction), matchScore(key, urlText)];
    const [first = 0, second = 0] = score;
    const [bestFirst = 0, bestSecond = 0] = bestScore;
    if (first > bestFirst || (first === bestFirst && second > bestSecond)) {
      best = key;
      bestScore = score;
    }
  }
  return best;
}

/** The structured items of the restaurant meant; `several` when the page named more than one. */
export function pickRestaurant(
  items: RestaurantFacts[],
  instruction: string,
  url: string,
): { items: RestaurantFacts[]; several: boolean } {
  const keys = [...new Set(items.map((item) => nameKey(item.name)).filter(Boolean))];
  if (keys.length <= 1) return { items, several: false };
  const chosen = bestKey(keys, instruction, url);
  return { items: items.filter((item) => nameKey(item.name) === chosen), several: true };
}
