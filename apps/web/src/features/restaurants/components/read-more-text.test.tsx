import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ReadMoreText } from './read-more-text';

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
});
