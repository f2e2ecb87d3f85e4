/** A link to a legal page that opens in a new tab, and says so to screen readers. */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';

export function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={to} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('claim.legal.newTab')}</span>
    </a>
  );
}
