/** Previous and Next around 'Page N of M'; nothing when everything fits on one page. */
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import styles from './pagination.module.css';
import '@/i18n/bundles/admin-texts';

type PaginationProps = { page: number; pages: number; onPage: (page: number) => void };

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('admin.pagination.label')}>
      <Button
        variant="secondary"
        className={styles.previous}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true">←</span>
        {t('admin.pagination.previous')}
      </Button>
      <p className={styles.status} aria-live="polite">
        {t('admin.pagination.status', { page, pages })}
      </p>
      <Button
        variant="secondary"
        className={styles.next}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('admin.pagination.next')}
        <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
