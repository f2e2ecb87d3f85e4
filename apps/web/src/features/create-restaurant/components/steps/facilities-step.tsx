/**
 * Step 6, Facilities: parking and payment, the inventory's grouped fields of this step
 * (accessibility), who will see the listing and when, and a summary of everything entered with a
 * way back to each step.
 */
import { useTranslation } from '@/i18n/use-translation';
import { Notice } from '@/components/notice/notice';
import { TextField } from '@/components/text-field/text-field';
import { isAdminUser, useSession } from '@/lib/session';
import { RestaurantFieldGroups } from '@/lib/restaurant-fields/restaurant-field-group';
import { wizardFieldsOf } from '@/lib/restaurant-fields/restaurant-fields';
import type { WizardState } from '../../hooks/use-wizard-state';
import { WizardSummary } from './wizard-summary';
import styles from './step-layout.module.css';
import '@/i18n/bundles/create-restaurant-texts';

export function FacilitiesStep({ wizard }: { wizard: WizardState }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const review = !user ? 'signedOut' : isAdminUser(user) ? 'admin' : 'user';
  return (
    <>
      <div className={styles.pair}>
        <TextField
          {...wizard.field('parking_details')}
          label={t('createRestaurant.fields.parking')}
          placeholder={t('createRestaurant.placeholders.parking')}
          autoComplete="off"
        />
        <TextField
          {...wizard.field('payment_options')}
          label={t('createRestaurant.fields.payment')}
          placeholder={t('createRestaurant.placeholders.payment')}
          autoComplete="off"
        />
      </div>
      <RestaurantFieldGroups
        fields={wizardFieldsOf('facilities')}
        namespace="createRestaurant.fields"
        values={wizard.values}
        errorOf={wizard.errorOf}
        onChange={wizard.setField}
      />
      <WizardSummary wizard={wizard} />
      <Notice tone="info" title={t(`createRestaurant.review.${review}.title`)}>
        <p>{t(`createRestaurant.review.${review}.text`)}</p>
      </Notice>
    </>
  );
}
