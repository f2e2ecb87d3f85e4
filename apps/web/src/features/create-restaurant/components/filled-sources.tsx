/**
 * Which fields 'Fetch Information' filled, by where on the page each was read: the site's
 * structured data, its page tags, or its text. Text-read values deserve the closer look.
 */
import { crawlFieldSources } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import type { CrawlFill } from '../lib/crawl-fill';
import { wizardFieldLabel } from '../lib/wizard-field-label';
import styles from './restaurant-wizard.module.css';
import '@/i18n/bundles/create-restaurant-texts';

export function FilledSources({ sources }: { sources: CrawlFill['sources'] }) {
  const { t, i18n } = useTranslation();
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const rows = crawlFieldSources.filter((source) => (sources[source] ?? []).length > 0);
  if (rows.length === 0) return null;
  return (
    <ul className={styles.filledSources}>
      {rows.map((source) => (
        <li key={source}>
          {t(`createRestaurant.crawl.from.${source}`, {
            fields: list.format((sources[source] ?? []).map((field) => wizardFieldLabel(t, field))),
          })}
        </li>
      ))}
    </ul>
  );
}
