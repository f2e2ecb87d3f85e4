import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { BusinessLandingPage } from './business-landing-page';

afterEach(() => {
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe('business landing page', () => {
  it('sends owners to get started', () => {
    renderWithProviders(<BusinessLandingPage />);
    expect(screen.getByRole('link', { name: 'List Your Restaurant' })).toHaveAttribute(
      'href',
      '/business/get-started',
    );
  });

  it("scrolls to the features with 'See How It Works' and moves focus there", () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithProviders(<BusinessLandingPage />);
    fireEvent.click(screen.getByRole('button', { name: 'See How It Works' }));
    const features = screen.getByRole('region', {
      name: 'Everything you need to keep the book full',
    });
    expect(scrollIntoView.mock.contexts[0]).toBe(features);
    expect(within(features).getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('shows the four figures, the features, three testimonials and the contact form', async () => {
    renderWithProviders(<BusinessLandingPage />);
    const figures = screen.getByRole('region', { name: 'TableFor in numbers' });
    for (const figure of ['500+', '50K+', '98%', '24/7']) {
      expect(figures).toHaveTextContent(figure);
    }
    expect(screen.getByRole('heading', { name: 'AI booking assistant, 24/7' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Growth analytics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Real-time availability' })).toBeInTheDocument();
    expect(document.querySelectorAll('blockquote')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Join TableFor today' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});
