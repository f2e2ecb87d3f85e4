import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_CONFIG, topicSearchRequestSchema } from '@tablefor/shared';
import { formValuesOf, searchRequestOf, topicSearchFormSchema } from './topic-search-form';

const filled = { ...formValuesOf(DEFAULT_SEARCH_CONFIG), topic: 'ramen' };
const codeOf = (values: Record<string, string>, field: string) => {
  const result = topicSearchFormSchema.safeParse(values);
  return result.success ? null : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('topic search form', () => {
  it('needs a topic', () => {
    expect(codeOf({ ...filled, topic: '  ' }, 'topic')).toBe('topicSearch.topicRequired');
  });

  it('takes a founding year from 1800 to the current year, or none', () => {
    const year = new Date().getUTCFullYear();
    expect(codeOf({ ...filled, founded_after: '1799' }, 'founded_after')).toBe(
      'topicSearch.foundedAfterRange',
    );
    expect(codeOf({ ...filled, founded_after: String(year + 1) }, 'founded_after')).toBe(
      'topicSearch.foundedAfterRange',
    );
    expect(codeOf({ ...filled, founded_after: '1800' }, 'founded_after')).toBeNull();
    expect(codeOf({ ...filled, founded_after: String(year) }, 'founded_after')).toBeNull();
    expect(codeOf({ ...filled, founded_after: '' }, 'founded_after')).toBeNull();
  });

  it('holds the advanced settings to 1-10, 1-10 and 1-3', () => {
    expect(codeOf({ ...filled, max_search_queries: '11' }, 'max_search_queries')).toBe(
      'topicSearch.maxQueriesRange',
    );
    expect(codeOf({ ...filled, max_search_results: '0' }, 'max_search_results')).toBe(
      'topicSearch.maxResultsRange',
    );
    expect(codeOf({ ...filled, max_reflection_steps: '4' }, 'max_reflection_steps')).toBe(
      'topicSearch.reflectionStepsRange',
    );
    expect(codeOf({ ...filled, max_reflection_steps: '' }, 'max_reflection_steps')).toBe(
      'topicSearch.reflectionStepsRange',
    );
  });

  it("makes the contract's request, which its own schema accepts", () => {
    const form = topicSearchFormSchema.parse({
      ...filled,
      topic: ' ramen ',
      location: 'Los Angeles',
      size: 'small',
      founded_after: '2010',
      max_search_queries: '5',
    });
    const request = searchRequestOf(form);
    expect(request).toEqual({
      topic: 'ramen',
      filters: {
        location: 'Los Angeles',
        industry: 'restaurant',
        size: 'small',
        founded_after: 2010,
      },
      config: { ...DEFAULT_SEARCH_CONFIG, max_search_queries: 5 },
    });
    expect(topicSearchRequestSchema.safeParse(request).success).toBe(true);
  });
});
