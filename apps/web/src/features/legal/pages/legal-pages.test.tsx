import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loadLanguage } from '@/i18n/i18n';
import { renderWithProviders } from '@/test/render';
import { PrivacyPolicyPage } from './privacy-policy-page';
import { TermsOfServicePage } from './terms-of-service-page';

/** The page's numbered section headings ('1. Acceptance of Terms'). */
const numberedSections = () =>
  screen
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((text) => /^\d+\.\s/.test(text));

function expectContentsLinkEverySection() {
  const contents = screen.getByRole('navigation', { name: 'On this page' });
  const links = within(contents).getAllByRole('link');
  for (const link of links) {
    const id = link.getAttribute('href')?.slice(1) ?? '';
    expect(document.getElementById(id), id).toHaveRole('region');
  }
  return links;
}

describe('terms of service', () => {
  it('has 11 numbered sections, each in the table of contents', () => {
    renderWithProviders(<TermsOfServicePage />);
    const sections = numberedSections();
    expect(sections).toHaveLength(11);
    expect(sections[0]).toBe('1. Acceptance of Terms');
    expect(sections[9]).toBe('10. Changes to These Terms');
    expect(sections[10]).toBe('11. Contact Us');
    expect(expectContentsLinkEverySection()).toHaveLength(11);
    expect(screen.getByText(/30 days' notice/)).toBeInTheDocument();
  });

  it('shows its fixed last-updated date', () => {
    renderWithProviders(<TermsOfServicePage />);
    expect(screen.getByText('Last updated: November 27, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-27',
    );
  });
});

describe('privacy policy', () => {
  it('has 12 numbered sections, each in the table of contents', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    const sections = numberedSections();
    expect(sections).toHaveLength(12);
    expect(sections[0]).toBe('1. Information We Collect');
    expect(sections[8]).toBe("9. Children's Privacy");
    expect(expectContentsLinkEverySection()).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'privacy@tablefor.app' })).toHaveAttribute(
      'href',
      'mailto:privacy@tablefor.app',
    );
  });

  it('says what the product does: the export, the deletion and what it keeps, invitations', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByText(/^Access and portability: 'Download my data'/)).toBeInTheDocument();
    expect(screen.getByText(/^Deletion: 'Delete my account'/)).toBeInTheDocument();
    expect(screen.getByText(/^What is kept: each restaurant's record/)).toBeInTheDocument();
    expect(screen.getByText(/^With the guests you invite:/)).toBeInTheDocument();
    expect(screen.getByText(/the dining preferences on your account/)).toBeInTheDocument();
  });

  it('reads in Spanish, with the date written the Spanish way', async () => {
    await loadLanguage('es');
    try {
      renderWithProviders(<PrivacyPolicyPage />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de privacidad');
      expect(numberedSections()).toHaveLength(12);
      expect(screen.getByText('Última actualización: 27 de noviembre de 2026')).toBeInTheDocument();
    } finally {
      await loadLanguage('en');
    }
  });
});
