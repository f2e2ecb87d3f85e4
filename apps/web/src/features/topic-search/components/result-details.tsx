/** A result's facts as its sources state them: address, contact, founding, size, hours, features. */
import { useTranslation } from '@/i18n/use-translation';
import { weekdayNames, type Company } from '@tablefor/shared';
import { addressLine, httpUrl, linkLabel, telHref } from '../lib/company-display';
import styles from './result-card.module.css';
import '@/i18n/bundles/topic-search-texts';

export function ResultDetails({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { contact, founded_year, size } = company;
  const address = addressLine(company.location);
  const website = httpUrl(contact.website);
  const facts = [
    address && { label: t('topicSearch.results.card.address'), value: address },
    contact.phone && {
      label: t('topicSearch.results.card.phone'),
      value: <a href={telHref(contact.phone)}>{contact.phone}</a>,
    },
    contact.email && {
      label: t('topicSearch.results.card.email'),
      value: <a href={`mailto:${contact.email}`}>{contact.email}</a>,
    },
    contact.website && {
      label: t('topicSearch.results.card.website'),
      value: website ? (
        <a href={website} target="_blank" rel="noopener noreferrer">
          {linkLabel(website)}
        </a>
      ) : (
        contact.website
      ),
    },
    founded_year !== null && { label: t('topicSearch.results.card.founded'), value: founded_year },
    size && {
      label: t('topicSearch.results.card.size'),
      value: t(`topicSearch.form.sizes.${size}`),
    },
  ].filter((fact) => !!fact);

  return (
    <>
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map(({ label, value }) => (
            <div key={label} className={styles.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <OpeningHours hours={company.hours} />
      {company.features.length > 0 && (
        <ul className={styles.features} aria-label={t('topicSearch.results.card.features')}>
          {company.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
    </>
  );
}

function OpeningHours({ hours }: { hours: Company['hours'] }) {
  const { t } = useTranslation();
  const days = weekdayNames.filter((day) => hours[day]);
  if (days.length === 0) return null;
  return (
    <details className={styles.hours}>
      <summary>{t('topicSearch.results.card.hours')}</summary>
      <dl>
        {days.map((day) => (
          <div key={day} className={styles.hoursRow}>
            <dt>{t(`topicSearch.results.card.weekdays.${day}`)}</dt>
            <dd>{hours[day]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
