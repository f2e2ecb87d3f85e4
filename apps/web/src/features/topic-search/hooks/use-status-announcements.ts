/**
 * What a screen reader hears when a past search ends: '<topic>: completed, 3 results', '<topic>:
 * no results found' or its error. Only changes seen on this page are said, not the stored past.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { topicSearchCodes } from '@tablefor/shared';
import { isRunning, type PastSearch } from '../lib/past-searches';
import { codeText } from '../lib/search-error-text';

export function useStatusAnnouncements(searches: readonly PastSearch[]): string {
  const { t } = useTranslation();
  const running = useRef(new Set(searches.filter(isRunning).map((s) => s.taskId)));
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const ended = searches.filter((s) => running.current.has(s.taskId) && !isRunning(s));
    running.current = new Set(searches.filter(isRunning).map((s) => s.taskId));
    if (ended.length === 0) return;
    const said = ended.map(({ topic, status, resultCount, error }) => {
      if (status === 'error') {
        return t('topicSearch.past.announce.failed', {
          topic,
          error: codeText(t, error?.code ?? topicSearchCodes.taskFailed, error?.text),
        });
      }
      return resultCount
        ? t('topicSearch.past.announce.completed', { topic, count: resultCount })
        : t('topicSearch.past.announce.noResults', { topic });
    });
    setAnnouncement(said.join('. '));
  }, [searches, t]);

  return announcement;
}
