import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchPglite, type SearchDatabaseHandle } from '../db/database.ts';
import { trigramsOf, trigramSimilarity } from './trigram-similarity.ts';

describe('trigramSimilarity', () => {
  let handle: SearchDatabaseHandle;
  beforeAll(async () => {
    handle = await openSearchPglite('memory://');
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('pads words as pg_trgm does', () => {
    expect([...trigramsOf('Cat')].sort()).toEqual(['  c', ' ca', 'at ', 'cat']);
  });

  it.each([
    ['pizza', 'pizzeria'],
    ['italian food', 'italy'],
    ["Luigi's", 'luigi'],
    ['sushi', 'sushi'],
    ['thai', 'korean'],
    ['Silver Lake ramen', 'ramen shop'],
  ])('matches pg_trgm similarity(%j, %j)', async (a, b) => {
    const [row] = await handle.db
      .select({ value: sql<number>`similarity(${a}, ${b})` })
      .from(sql`(select 1) as one`);
    expect(trigramSimilarity(a, b)).toBeCloseTo(row?.value ?? NaN, 5);
  });

  it('is 0 for texts without words', () => {
    expect(trigramSimilarity('', '!!')).toBe(0);
  });
});
