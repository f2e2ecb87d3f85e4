/**
 * The Inquiries view (?view=inquiries): what restaurants sent through the business contact form,
 * newest first, open ones by default (?show=handled, ?show=all), each marked handled or reopened.
 */
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { useInquiries } from '../api/get-inquiries';
import { useInquiryFilter } from '../hooks/use-inquiry-filter';
import { useListParams } from '../hooks/use-list-params';
import { InquiryCard } from './inquiry-card';
import { InquiryFilter } from './inquiry-filter';
import { ListPanel } from './list-panel';
import { ListEmpty } from './list-states';
import '@/i18n/bundles/admin-texts';

export function InquiriesPanel() {
  const { t } = useTranslation();
  const { filter, setFilter } = useInquiryFilter();
  const { params, setPage } = useListParams();
  const query = useInquiries({ filter, page: params.page });

  return (
    <ListPanel
      heading={t('admin.inquiries.heading')}
      count={(total) => t(`admin.inquiries.count.${filter}`, { count: total })}
      actions={<InquiryFilter filter={filter} onChange={setFilter} />}
      query={query}
      items={query.data?.inquiries}
      page={params.page}
      setPage={setPage}
      loadingLabel={t('admin.inquiries.loading')}
      loadFailed={t('admin.inquiries.loadFailed')}
      empty={
        <ListEmpty
          title={t(`admin.inquiries.empty.${filter}`)}
          text={t(`admin.inquiries.emptyText.${filter}`)}
          action={
            filter !== 'all' && (
              <Button variant="secondary" onClick={() => setFilter('all')}>
                {t('admin.inquiries.showAll')}
              </Button>
            )
          }
        />
      }
      layout="wide"
      renderItem={(inquiry) => <InquiryCard inquiry={inquiry} />}
    />
  );
}
