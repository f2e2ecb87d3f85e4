/** The details list: hours, dining style, dress code, parking, payment, chef, website, phone, address. */
import { weeklyHoursRows, type RestaurantDetail } from '@tablefor/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { WeeklyHours } from '@/components/weekly-hours/weekly-hours';
import { diningStyleLabel, dressCodeLabel } from '@/lib/listing-terms';
import styles from './restaurant-details.module.css';

type DetailKey =
  | 'hours'
  | 'diningStyle'
  | 'dressCode'
  | 'parking'
  | 'payment'
  | 'chef'
  | 'website'
  | 'phone'
  | 'address'
  | 'crossStreet';

/** 'https://www.bestia.example/' -> 'bestia.example' for display. */
export function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function safeWebsite(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function RestaurantDetails({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const website = safeWebsite(restaurant.website.trim());
  const phoneDigits = restaurant.phone.replace(/[^\d+]/g, '');
  const rows: [DetailKey, ReactNode][] = [
    // The hours from their structured form, in the reader's language; the stored text only for a
    // listing that has none.
    [
      'hours',
      weeklyHoursRows(restaurant.opening_hours).length > 0 ? (
        <WeeklyHours hours={restaurant.opening_hours} />
      ) : (
        restaurant.operation_hours
      ),
    ],
    ['diningStyle', diningStyleLabel(t, restaurant.dining_style)],
    ['dressCode', dressCodeLabel(t, restaurant.dress_code)],
    ['parking', restaurant.parking_details],
    ['payment', restaurant.payment_options],
    ['chef', restaurant.executive_chef?.trim() || null],
    [
      'website',
      website && (
        <a href={website} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {websiteLabel(website)}
          <span className="visually-hidden"> {t('restaurant.details.newTab')}</span>
        </a>
      ),
    ],
    [
      'phone',
      restaurant.phone.trim() && (
        <a href={`tel:${phoneDigits}`} className={styles.link}>
          {restaurant.phone}
        </a>
      ),
    ],
    ['address', restaurant.address],
    ['crossStreet', restaurant.cross_street],
  ];

  return (
    <dl className={styles.list}>
      {rows
        .filter(([, value]) => value !== null && value !== '' && value !== undefined)
        .map(([key, value]) => (
          <div key={key} className={styles.row}>
            <dt className={styles.term}>{t(`restaurant.details.${key}`)}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
