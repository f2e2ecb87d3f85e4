import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ResultsHeading } from './results-heading';

const text = (total: number, city?: string | null) =>
  render(<ResultsHeading total={total} city={city} />).container.textContent;

describe('results heading', () => {
  it('counts restaurants in the singular and the plural', () => {
    expect(text(1)).toBe('1 restaurant available');
    expect(text(12)).toBe('12 restaurants available');
    expect(text(0)).toBe('0 restaurants available');
  });

  it("adds ' near {city}' only when a location is known", () => {
    expect(text(3, 'Los Angeles')).toBe('3 restaurants available near Los Angeles');
    expect(text(1, 'Austin')).toBe('1 restaurant available near Austin');
    expect(text(3, null)).toBe('3 restaurants available');
  });
});
