import type { TopicSearchRequest } from '@tablefor/shared';
import { describe, expect, it } from 'vitest';
import { applyFilters } from './apply-filters.ts';
import { candidateOf, type CandidateFacts } from './candidate.ts';
import { buildTask } from './task-factory.ts';

const place = (facts: Omit<CandidateFacts, 'source_urls'>) =>
  candidateOf({ ...facts, source_urls: [`test:${facts.name}`] });
const filters = (changes: NonNullable<TopicSearchRequest['filters']>) =>
  buildTask({ topic: 'any', filters: changes }).filters;
const kept = (list: ReturnType<typeof applyFilters>) =>
  list.map(({ candidate, unknown_filters }) => [candidate.name, unknown_filters]);

describe('applyFilters', () => {
  const inSantaMonica = place({ name: 'Sole', location: { city: 'Santa Monica' } });
  const inVenice = place({ name: 'Farolito', location: { address: '512 Rose Ave, Venice, CA' } });
  const nowhere = place({ name: 'Mirae' });

  it('excludes a place that states another location and keeps one that states none', () => {
    const found = applyFilters(
      [inSantaMonica, inVenice, nowhere],
      filters({ location: 'Santa Monica, CA' }),
    );
    expect(kept(found)).toEqual([
      ['Sole', []],
      ['Mirae', ['location']],
    ]);
  });

  it('matches the location as whole words of the address, neighbourhood, city, state or zip', () => {
    const found = applyFilters([inSantaMonica, inVenice], filters({ location: 'venice' }));
    expect(kept(found)).toEqual([['Farolito', []]]);
    expect(applyFilters([inVenice], filters({ location: 'Ven' }))).toEqual([]);
  });

  it('excludes by size and founding year only when stated, never guesses them', () => {
    const small2015 = place({ name: 'Small 2015', size: 'small', founded_year: 2015 });
    const large2015 = place({ name: 'Large 2015', size: 'large', founded_year: 2015 });
    const small1999 = place({ name: 'Small 1999', size: 'small', founded_year: 1999 });
    const unstated = place({ name: 'Unstated' });
    const found = applyFilters(
      [small2015, large2015, small1999, unstated],
      filters({ size: 'small', founded_after: 2000 }),
    );
    expect(kept(found)).toEqual([
      ['Small 2015', []],
      ['Unstated', ['size', 'founded_after']],
    ]);
  });

  it('takes founded after 2015 to mean 2016 or later', () => {
    const in2015 = place({ name: '2015', founded_year: 2015 });
    expect(applyFilters([in2015], filters({ founded_after: 2015 }))).toEqual([]);
    expect(applyFilters([in2015], filters({ founded_after: 2014 }))).toHaveLength(1);
  });

  it('lists no unknowns for filters the task does not set', () => {
    expect(kept(applyFilters([nowhere], filters({})))).toEqual([['Mirae', []]]);
  });
});
