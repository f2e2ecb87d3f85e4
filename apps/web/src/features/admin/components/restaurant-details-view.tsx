/** The dialog's details mode: every field of the restaurant, its photos, and 'Edit restaurant'. */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  displayPhone,
  dollarSigns,
  MAX_GALLERY_IMAGES,
  type RestaurantDetail,
} from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { RestaurantImage } from '@/features/restaurant-cards';
import { costLabel } from '../lib/cost-label';
import styles from './restaurant-modal.module.css';
import '@/i18n/bundles/admin-texts';

type DetailsProps = {
  restaurant: RestaurantDetail;
  /** Just saved: says so. */
  saved: boolean;
  /** Back from the form: the focus goes to 'Edit restaurant'. */
  focusEdit: boolean;
  onEdit: () => void;
  /** Shown above the details: a listing's review state and its Approve and Reject. */
  review?: ReactNode;
};

function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function RestaurantDetailsView({
  restaurant,
  saved,
  focusEdit,
  onEdit,
  review,
}: DetailsProps) {
  const { t } = useTranslation();
  const actionsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusEdit) actionsRef.current?.querySelector('button')?.focus();
  }, [focusEdit]);

  const website = httpUrl(restaurant.website.trim());
  const phone = displayPhone(restaurant.phone);
  const rows: [string, ReactNode][] = [
    [
      t('admin.fields.website'),
      website ? (
        <a href={website} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {restaurant.website}
        </a>
      ) : (
        restaurant.website
      ),
    ],
    [
      t('admin.fields.phone'),
      phone && (
        <a href={`tel:${restaurant.phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
          {phone}
        </a>
      ),
    ],
    [t('admin.fields.address'), restaurant.address],
    [t('admin.fields.neighborhood'), restaurant.neighborhood],
    [t('admin.fields.crossStreet'), restaurant.cross_street],
    [t('admin.fields.cuisines'), restaurant.cuisines],
    [t('admin.fields.cost'), costLabel(t, restaurant.cost, dollarSigns(restaurant.cost))],
    [t('admin.fields.diningStyle'), restaurant.dining_style],
    [t('admin.fields.dressCode'), restaurant.dress_code],
    [t('admin.fields.operationHours'), restaurant.operation_hours],
    [t('admin.fields.parking'), restaurant.parking_details],
    [t('admin.fields.payment'), restaurant.payment_options],
    [t('admin.fields.chef'), restaurant.executive_chef],
    [
      t('admin.fields.rating'),
      t('admin.restaurantModal.rating', {
        average: restaurant.average_rating.toFixed(1),
        count: restaurant.review_count,
      }),
    ],
    [
      t('admin.fields.reservations'),
      t('admin.restaurantModal.reservations', { count: restaurant.total_num_reservations }),
    ],
  ];

  return (
    <div className={styles.sections}>
      <div className={styles.section}>
        {review}
        {saved && (
          <p className={styles.notice} role="status">
            {t('admin.restaurantModal.saved')}
          </p>
        )}
        <RestaurantImage
          src={restaurant.preview_img}
          alt={t('admin.gallery.previewAlt', { name: restaurant.name })}
          className={styles.preview}
        />
        <p className={styles.description}>
          {restaurant.description || (
            <span className={styles.missing}>{t('admin.restaurantModal.notProvided')}</span>
          )}
        </p>
        <dl className={styles.list}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.row}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>
                {value || (
                  <span className={styles.missing}>{t('admin.restaurantModal.notProvided')}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.section}>
        <h3 className={styles.sectionHeading}>{t('admin.gallery.galleryHeading')}</h3>
        <p className={styles.term}>
          {t('admin.gallery.count', {
            count: restaurant.image_gallery.length,
            max: MAX_GALLERY_IMAGES,
          })}
        </p>
        {restaurant.image_gallery.length > 0 && (
          <ul className={styles.thumbs}>
            {restaurant.image_gallery.map((url, index) => (
              <li key={url}>
                <RestaurantImage
                  src={url}
                  alt={t('admin.gallery.photoAlt', { n: index + 1, name: restaurant.name })}
                  className={styles.thumb}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div ref={actionsRef} className={styles.actions}>
        <Button onClick={onEdit}>{t('admin.restaurantModal.edit')}</Button>
      </div>
    </div>
  );
}
