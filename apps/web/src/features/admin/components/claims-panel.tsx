/**
 * The Claims view (?view=claims): claims of listings, pending first (the default filter), with
 * Approve and Reject; approving makes the claimant an owner. A notice says what was decided.
 */
import { useTranslation } from '@/i18n/use-translation';
import type { ReviewedClaim } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { useClaims } from '../api/claims';
import type { ClaimFilter } from '../api/admin-keys';
import { useListParams } from '../hooks/use-list-params';
import { useQueryFilter } from '../hooks/use-query-filter';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { ClaimCard } from './claim-card';
import { FilterSwitch } from './filter-switch';
import { ListPanel } from './list-panel';
import { ListEmpty, ListNotice } from './list-states';
import '@/i18n/bundles/admin-texts';

const claimFilters: readonly ClaimFilter[] = ['pending', 'approved', 'rejected', 'all'];
const NOTICE_MS = 6000;

export function ClaimsPanel() {
  const { t } = useTranslation();
  const { params, setPage } = useListParams();
  const { filter, setFilter } = useQueryFilter('status', claimFilters, 'pending');
  const query = useClaims({ filter, page: params.page });
  const { notice, show } = useTimedNotice(NOTICE_MS);
  const decided = ({ status, restaurant }: ReviewedClaim) =>
    show(
      t(`admin.claims.${status === 'approved' ? 'approved' : 'rejected'}`, {
        name: restaurant.name,
      }),
    );

  return (
    <ListPanel
      heading={t('admin.claims.heading')}
      count={(total) => t('admin.claims.count', { count: total })}
      actions={
        <FilterSwitch
          label={t('admin.claims.filterLabel')}
          options={claimFilters}
          value={filter}
          optionLabel={(option) => t(`admin.claims.filters.${option}`)}
          onChange={setFilter}
        />
      }
      above={<ListNotice text={notice} />}
      query={query}
      items={query.data?.claims}
      page={params.page}
      setPage={setPage}
      loadingLabel={t('admin.claims.loading')}
      loadFailed={t('admin.claims.loadFailed')}
      empty={
        <ListEmpty
          title={t(`admin.claims.empty.${filter}`)}
          text={t('admin.claims.emptyText')}
          action={
            filter !== 'all' && (
              <Button variant="secondary" onClick={() => setFilter('all')}>
                {t('admin.claims.showAll')}
              </Button>
            )
          }
        />
      }
      layout="wide"
      renderItem={(claim) => <ClaimCard claim={claim} onDecided={decided} />}
    />
  );
}
