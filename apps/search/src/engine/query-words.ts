/**
 * The words of a query or of a place's text, read as pg_trgm reads them (letters and digits,
 * lower case), and which of a query's words say what is sought rather than how it is asked.
 */

/** Lower-case runs of letters and digits, accents folded ('Café' → 'cafe'). */
export function wordsOf(text: string): string[] {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * Words that ask rather than describe: grammar, 'restaurant' (every result is one), and the
 * field words of reflection queries ('phone', 'website'), which name what is missing, not the place.
 */
const STOP_WORDS = new Set(
  [
    'a an and around at best by cuisine dining eateries eatery food for good great in near of on',
    'or place places restaurant restaurants spot spots the to top with',
    // Reflection's field words.
    'about address contact email hours opening phone prices reviews website',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The words that say what is sought: no stop words, no single letters, none of the location's
 * words (the location is a filter, searched on its own), each once.
 */
export function significantWords(text: string, location = ''): string[] {
  const locationWords = new Set(wordsOf(location));
  const words = wordsOf(text).filter(
    (word) => word.length > 1 && !STOP_WORDS.has(word) && !locationWords.has(word),
  );
  return [...new Set(words)];
}
