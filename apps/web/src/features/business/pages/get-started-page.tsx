/** /business/get-started: create a new listing, or find and claim an existing one. */
import { useTranslation } from '@/i18n/use-translation';
import { BackLink } from '@/components/back-link/back-link';
import '@/i18n/bundles/business-texts';
import { ClaimListingSearch } from '../components/claim-listing-search';
import { CreateListingCard } from '../components/create-listing-card';
import styles from '../components/get-started.module.css';
import { PageMeta } from '@/components/page-meta/page-meta';

export function GetStartedPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageMeta
        title={t('business.getStarted.pageTitle')}
        description={t('business.getStarted.lead')}
        path="/business/get-started"
      />
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <BackLink to="/business">{t('business.getStarted.back')}</BackLink>
          <p className={styles.eyebrow}>{t('business.getStarted.eyebrow')}</p>
          <h1 className={styles.title}>
            {t('business.getStarted.title', { name: t('app.name') })}
          </h1>
          <p className={styles.lead}>{t('business.getStarted.lead')}</p>
        </div>
      </header>
      <div className={styles.paths}>
        <CreateListingCard />
        <ClaimListingSearch />
      </div>
    </div>
  );
}
