/** Restaurant names from per-cuisine word lists, made unique across the whole seed. */
import { GENERIC_ADJECTIVES, GENERIC_NOUNS, type CuisineProfile } from './cuisines.ts';
import type { Random } from './prng.ts';

function composeName(random: Random, cuisine: CuisineProfile): string {
  return random
    .pick(cuisine.namePatterns)
    .replace('{w}', random.pick(cuisine.nameWords))
    .replace('{a}', random.pick(GENERIC_ADJECTIVES))
    .replace('{n}', random.pick(GENERIC_NOUNS));
}

/** Keeps names unique: retries a few times, then adds the neighborhood, then a branch number. */
export function createNameGenerator(random: Random) {
  const used = new Set<string>();
  return (cuisine: CuisineProfile, neighborhood: string): string => {
    let name = composeName(random, cuisine);
    for (let attempt = 0; attempt < 3 && used.has(name); attempt += 1) {
      name = composeName(random, cuisine);
    }
    if (used.has(name)) name = `${name} ${neighborhood}`;
    const base = name;
    for (let branch = 2; used.has(name); branch += 1) name = `${base} No. ${branch}`;
    used.add(name);
    return name;
  };
}

/** 'Casa Azul' -> 'casa-azul' (for the website address). */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
