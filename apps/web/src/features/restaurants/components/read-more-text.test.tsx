import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ReadMoreText, wholeWordsWithin } from './read-more-text';

describe('ReadMoreText', () => {
  it('shows text of 150 characters or fewer whole, without Read more', () => {
    const text = 'a'.repeat(150);
    render(<ReadMoreText text={text} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('shortens text over 150 characters and toggles Read more / Read less', () => {
    const text = `${'word '.repeat(30)}and the ending.`;
    render(<ReadMoreText text={text} />);
    expect(screen.queryByText(/and the ending\./)).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Read more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(button);
    expect(screen.getByText(/and the ending\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('never cuts a word: the shortened text ends on the last whole word that fits', () => {
    const text = `${'Seasonal '.repeat(16)}cooking`;
    render(<ReadMoreText text={text} />);
    const shown = screen.getByText(/…$/).textContent ?? '';
    expect(shown.endsWith('Seasonal…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(151);
  });

  it('cuts at a word boundary without trailing punctuation', () => {
    expect(wholeWordsWithin('Fresh pasta, grilled fish and wine', 14)).toBe('Fresh pasta');
    expect(wholeWordsWithin('Fresh pasta, grilled fish', 11)).toBe('Fresh pasta');
    expect(wholeWordsWithin('Supercalifragilistic', 5)).toBe('Super');
    expect(wholeWordsWithin('short', 10)).toBe('short');
  });
});
