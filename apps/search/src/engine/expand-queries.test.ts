import { describe, expect, it } from 'vitest';
import { expandQueries } from './expand-queries.ts';
import { buildTask } from './task-factory.ts';

const expand = (topic: string, location = '', max = 10) =>
  expandQueries(buildTask({ topic, filters: { location }, config: { max_search_queries: max } }));

describe('expandQueries', () => {
  it('asks for the topic at the location, then its cuisine as a restaurant', () => {
    expect(expand('thai noodles', 'Silver Lake')).toEqual([
      'thai noodles in Silver Lake',
      'thai restaurant in Silver Lake',
    ]);
  });

  it('adds the cuisine a dish or venue word points to', () => {
    expect(expand('pizza', 'Santa Monica')).toEqual([
      'pizza in Santa Monica',
      'italian restaurant in Santa Monica',
    ]);
    expect(expand('late night taqueria')).toEqual(['late night taqueria', 'mexican restaurant']);
    expect(expand('sushi bars')).toEqual(['sushi bars', 'sushi restaurant', 'japanese restaurant']);
  });

  it('keeps queries distinct by what they seek', () => {
    // 'best thai food' and 'thai restaurant' seek the same: thai.
    expect(expand('best thai food')).toEqual(['best thai food']);
  });

  it('seeks a named cuisine also by what its places are called or serve', () => {
    expect(expand('italian restaurants', 'Pasadena', 3)).toEqual([
      'italian restaurants in Pasadena',
      'pasta in Pasadena',
      'pizza in Pasadena',
    ]);
  });

  it('does not repeat a location the topic already names', () => {
    expect(expand('korean bbq in Koreatown', 'Koreatown')[0]).toBe('korean bbq in Koreatown');
  });

  it('reads two-word cuisines', () => {
    expect(expand('falafel wraps')).toEqual(['falafel wraps', 'middle eastern restaurant']);
  });

  it('stops at max_search_queries and is deterministic', () => {
    expect(expand('sushi and pizza', 'Venice', 2)).toHaveLength(2);
    expect(expand('sushi and pizza', 'Venice')).toEqual(expand('sushi and pizza', 'Venice'));
  });
});
