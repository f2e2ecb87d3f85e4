/** After saving: 'Saved Successfully!' with what was added, or 'Failed to save restaurants'. */
import { useTranslation } from '@/i18n/use-translation';
import { topicSearchCodes } from '@tablefor/shared';
import { Notice } from '@/components/notice/notice';
import { errorText, refusalReasons } from '@/lib/error-text';
import type { SaveNotice as Shown } from '../hooks/use-save-results';
import '@/i18n/bundles/topic-search-texts';

export function SaveNotice({ notice, onDismiss }: { notice: Shown; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (notice.kind === 'failed') {
    const reasons = refusalReasons(notice.error, t);
    return (
      <Notice
        tone="danger"
        live
        title={errorText(t, { code: topicSearchCodes.saveFailed })}
        onDismiss={onDismiss}
      >
        {reasons.map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
      </Notice>
    );
  }
  const { created, duplicates } = notice.answer;
  return (
    <Notice tone="success" live title={t('topicSearch.results.saved.title')} onDismiss={onDismiss}>
      <p>
        {created.length > 0 && t('topicSearch.results.saved.created', { count: created.length })}
        {created.length > 0 && duplicates.length > 0 && ' '}
        {duplicates.length > 0 &&
          t('topicSearch.results.saved.duplicates', { count: duplicates.length })}
      </p>
    </Notice>
  );
}
