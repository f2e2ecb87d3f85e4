/**
 * One message of the development mailbox. The body shows as the plain text sent beside the HTML:
 * the HTML is never rendered here, so nothing a message carries runs in the dashboard.
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { MailboxMessage } from '@tablefor/shared';
import { dateTimeLabel } from '../lib/date-time-label';
import { languageLabel } from '../lib/language-label';
import styles from './mail-message-card.module.css';
import '@/i18n/bundles/admin-texts';

export function MailMessageCard({ message }: { message: MailboxMessage }) {
  const { t, i18n } = useTranslation();
  const subjectId = useId();
  return (
    <article className={styles.message} aria-labelledby={subjectId}>
      <header className={styles.header}>
        <h3 id={subjectId} className={styles.subject}>
          {message.subject}
        </h3>
        <time className={styles.time} dateTime={message.delivered_at}>
          {dateTimeLabel(message.delivered_at, i18n.language)}
        </time>
      </header>
      <dl className={styles.meta}>
        <div>
          <dt>{t('admin.mailbox.toLabel')}</dt>
          <dd>{message.to}</dd>
        </div>
        <div>
          <dt>{t('admin.mailbox.kind')}</dt>
          <dd>{message.kind}</dd>
        </div>
        <div>
          <dt>{t('admin.mailbox.language')}</dt>
          <dd>{languageLabel(t, message.language)}</dd>
        </div>
        {message.attachments.length > 0 && (
          <div>
            <dt>{t('admin.mailbox.attachments')}</dt>
            <dd>{message.attachments.map((file) => file.filename).join(', ')}</dd>
          </div>
        )}
      </dl>
      <pre className={styles.body}>{message.text}</pre>
    </article>
  );
}
