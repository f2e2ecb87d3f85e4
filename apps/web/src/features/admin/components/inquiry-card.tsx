/**
 * One inquiry from the business contact form: who wrote, for which restaurant, what they want,
 * how to reach them, when it arrived, and 'Mark handled' or 'Reopen'.
 */
import { useTranslation } from '@/i18n/use-translation';
import type { ContactInquiry } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { useUpdateInquiry } from '../api/update-inquiry';
import { dateTimeLabel } from '../lib/date-time-label';
import { failureOf } from '../lib/failure-messages';
import { contactReasonLabel, jobTitleLabel, locationCountLabel } from '../lib/inquiry-labels';
import { languageLabel } from '../lib/language-label';
import styles from './queue-card.module.css';
import '@/i18n/bundles/admin-texts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function InquiryCard({ inquiry }: { inquiry: ContactInquiry }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateInquiry();
  const name = `${inquiry.firstName} ${inquiry.lastName}`.trim();
  const handled = inquiry.handled_at !== null;
  const failure = update.isError
    ? failureOf(update.error, t, t('admin.inquiries.updateFailed'))
    : null;

  return (
    <article className={`${styles.card} ${handled ? styles.handled : ''}`}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <h3 className={styles.name}>{name}</h3>
          <p className={styles.role}>
            {t('admin.inquiries.jobAt', {
              jobTitle: jobTitleLabel(t, inquiry.jobTitle),
              restaurant: inquiry.restaurantName,
            })}
          </p>
        </div>
        <span className={`${styles.status} ${handled ? '' : styles.open}`}>
          {handled ? t('admin.inquiries.statusHandled') : t('admin.inquiries.statusOpen')}
        </span>
      </header>
      <p className={styles.reason}>{contactReasonLabel(t, inquiry.contactReason)}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('admin.inquiries.locations')}</dt>
          <dd>{locationCountLabel(t, inquiry.numLocations)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('admin.inquiries.email')}</dt>
          <dd>
            <a href={`mailto:${inquiry.email}`} className={styles.link}>
              {inquiry.email}
            </a>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('admin.inquiries.phone')}</dt>
          <dd>
            <a href={telHref(inquiry.phoneNumber)} className={styles.link}>
              {inquiry.phoneNumber}
            </a>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('admin.inquiries.received')}</dt>
          <dd>
            <time dateTime={inquiry.created_at}>
              {dateTimeLabel(inquiry.created_at, i18n.language)}
            </time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('admin.inquiries.language')}</dt>
          <dd>{languageLabel(t, inquiry.language)}</dd>
        </div>
        {inquiry.handled_at && (
          <div className={styles.fact}>
            <dt>{t('admin.inquiries.handledAt')}</dt>
            <dd>
              <time dateTime={inquiry.handled_at}>
                {dateTimeLabel(inquiry.handled_at, i18n.language)}
              </time>
            </dd>
          </div>
        )}
      </dl>
      {failure && <ErrorList title={failure.title} messages={failure.messages} />}
      <div className={styles.actions}>
        <Button
          variant={handled ? 'secondary' : 'primary'}
          size="sm"
          loading={update.isPending}
          onClick={() => update.mutate({ id: inquiry.id, handled: !handled })}
          aria-label={
            handled
              ? t('admin.inquiries.reopenNamed', { name })
              : t('admin.inquiries.markHandledNamed', { name })
          }
        >
          {handled ? t('admin.inquiries.reopen') : t('admin.inquiries.markHandled')}
        </Button>
      </div>
    </article>
  );
}
