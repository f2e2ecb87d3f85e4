/**
 * The restaurant dialog: its details (every field), or the edit form with the gallery. The full
 * record loads when the dialog opens; the card's name titles it meanwhile.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/button/button';
import { ErrorList } from '@/components/error-list/error-list';
import { Modal } from '@/components/modal/modal';
import { Spinner } from '@/components/spinner/spinner';
import { getRestaurantQueryOptions } from '@/features/restaurant-detail';
import { GalleryManager } from './gallery-manager';
import { RestaurantDetailsView } from './restaurant-details-view';
import { RestaurantEditForm } from './restaurant-edit-form';
import styles from './restaurant-modal.module.css';
import '@/i18n/bundles/admin-texts';

export type RestaurantModalMode = 'details' | 'edit';

export type RestaurantModalProps = {
  restaurantId: number;
  name: string;
  initialMode: RestaurantModalMode;
  onClose: () => void;
  /** What the details show first: a listing's review state and its decision buttons. */
  review?: ReactNode;
};

export function RestaurantModal({
  restaurantId,
  name,
  initialMode,
  onClose,
  review,
}: RestaurantModalProps) {
  const { t } = useTranslation();
  const query = useQuery(getRestaurantQueryOptions(restaurantId));
  const [mode, setMode] = useState(initialMode);
  // After Save or Cancel the details return with the focus on 'Edit restaurant'.
  const [returned, setReturned] = useState<'saved' | 'cancelled' | null>(null);
  const restaurant = query.data;
  const title =
    mode === 'edit'
      ? t('admin.restaurantModal.editTitle', { name: restaurant?.name ?? name })
      : (restaurant?.name ?? name);

  return (
    <Modal title={title} onClose={onClose} size="md">
      {query.isPending ? (
        <div className={styles.loading}>
          <Spinner size="lg" label={t('admin.restaurantModal.loading')} />
        </div>
      ) : query.isError ? (
        <div className={styles.section}>
          <ErrorList messages={[t('admin.restaurantModal.loadFailed')]} />
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('admin.retry')}
          </Button>
        </div>
      ) : mode === 'edit' ? (
        <div className={`${styles.sections} ${styles.editing}`}>
          <RestaurantEditForm
            restaurant={query.data}
            onCancel={() => {
              setMode('details');
              setReturned('cancelled');
            }}
            onSaved={() => {
              setMode('details');
              setReturned('saved');
            }}
          >
            <GalleryManager restaurant={query.data} />
          </RestaurantEditForm>
        </div>
      ) : (
        <RestaurantDetailsView
          restaurant={query.data}
          saved={returned === 'saved'}
          focusEdit={returned !== null}
          review={review}
          onEdit={() => {
            setMode('edit');
            setReturned(null);
          }}
        />
      )}
    </Modal>
  );
}
