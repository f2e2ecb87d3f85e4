import { describe, expect, it } from 'vitest';
import { candidateOf } from './candidate.ts';
import { relevanceScore } from './relevance-score.ts';

const place = (name: string, cuisine_type = '', description = '', city = '') =>
  candidateOf({ name, cuisine_type, description, location: { city }, source_urls: ['test:'] });

describe('relevanceScore', () => {
  it('is 1 when the result states every word the topic seeks, 0 when none is alike', () => {
    expect(relevanceScore('italian restaurants', place('Trattoria Sole', 'italian'))).toBe(1);
    expect(relevanceScore('sushi', place('Bamboo Garden', 'chinese'))).toBe(0);
  });

  it('stays within 0-1 with 3 decimals', () => {
    const topics = ['pizza', 'thai noodles in Hollywood', 'the best', 'Ünïcödé café', ''];
    const results = [place('Pizzeria Uno', 'pizza'), place('Café Noodle', 'thai'), place('x')];
    for (const topic of topics) {
      for (const result of results) {
        const score = relevanceScore(topic, result);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
        expect(Math.round(score * 1000) / 1000).toBe(score);
      }
    }
  });

  it('orders results by how much of the topic they state', () => {
    const topic = 'vegan mexican';
    const both = place('Casa Verde Cocina', 'mexican, vegan');
    const one = place('Casa Mariposa', 'mexican');
    const near = place('Vegetarian Kitchen', 'vegetarian');
    const none = place('Seoul Garden BBQ', 'korean');
    const scores = [both, one, near, none].map((result) => relevanceScore(topic, result));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(4);
  });

  it('reads the description and place as well as the name and cuisine', () => {
    expect(relevanceScore('brisket', place('Smokehouse', 'barbecue', 'Oak-smoked brisket'))).toBe(
      1,
    );
    expect(relevanceScore('pasadena', place('Siam Orchid', 'thai', '', 'Pasadena'))).toBe(1);
  });

  it('gives a word that is alike part of the score (pizza and pizzeria share trigrams)', () => {
    const score = relevanceScore('pizza', place('Luigi Pizzeria'));
    expect(score).toBeGreaterThan(0.3);
    expect(score).toBeLessThan(1);
  });
});
