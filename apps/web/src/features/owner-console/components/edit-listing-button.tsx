/**
 * 'Edit listing': the administrators' restaurant dialog and form, in its owner mode (no gallery,
 * no business e-mail). Its code loads when first opened. A save invalidates every restaurant view,
 * the console's book and conflicts among them (their keys sit under the restaurants root).
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { OwnedRestaurant } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import '@/i18n/bundles/owner-console-texts';

const RestaurantModal = lazy(() =>
  import('@/features/admin').then((m) => ({ default: m.RestaurantModal })),
);

export function EditListingButton({ restaurant }: { restaurant: OwnedRestaurant }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('ownerConsole.restaurant.editListing')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <RestaurantModal
            restaurantId={restaurant.id}
            name={restaurant.name}
            initialMode="edit"
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
