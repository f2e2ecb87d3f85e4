/** Step 3, Location Details: neighborhood, cross street and, optionally, the street address. */
import { useTranslation } from '@/i18n/use-translation';
import { TextField } from '@/components/text-field/text-field';
import type { WizardState } from '../../hooks/use-wizard-state';
import '@/i18n/bundles/create-restaurant-texts';

export function LocationStep({ wizard }: { wizard: WizardState }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...wizard.field('neighborhood')}
        label={t('createRestaurant.fields.neighborhood')}
        placeholder={t('createRestaurant.placeholders.neighborhood')}
        autoComplete="off"
      />
      <TextField
        {...wizard.field('cross_street')}
        label={t('createRestaurant.fields.crossStreet')}
        placeholder={t('createRestaurant.placeholders.crossStreet')}
        autoComplete="off"
      />
      <TextField
        {...wizard.field('address')}
        label={t('createRestaurant.fields.address')}
        placeholder={t('createRestaurant.placeholders.address')}
        hint={t('createRestaurant.hints.address')}
        autoComplete="street-address"
      />
    </>
  );
}
