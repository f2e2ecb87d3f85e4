/** 'Are you sure you want to delete this restaurant?', then DELETE; the grid refreshes. */
import { useTranslation } from '@/i18n/use-translation';
import { restaurantCodes } from '@tablefor/shared';
import { errorText } from '@/lib/error-text';
import type { AdminRestaurantSummary } from '../api/get-admin-restaurants';
import { useDeleteRestaurant } from '../api/restaurant-mutations';
import { failureOf } from '../lib/failure-messages';
import { ConfirmDialog } from './confirm-dialog';
import '@/i18n/bundles/admin-texts';

export function DeleteRestaurantDialog({
  restaurant,
  onClose,
}: {
  restaurant: Pick<AdminRestaurantSummary, 'id' | 'name'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteRestaurant();
  return (
    <ConfirmDialog
      title={t('admin.deleteRestaurant.title')}
      question={t('admin.deleteRestaurant.text')}
      detail={t('admin.deleteRestaurant.detail', { name: restaurant.name })}
      confirmLabel={t('admin.deleteRestaurant.confirm')}
      pending={remove.isPending}
      failure={
        remove.isError
          ? failureOf(remove.error, t, errorText(t, { code: restaurantCodes.deleteFailed }))
          : null
      }
      onConfirm={() => remove.mutate(restaurant.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
