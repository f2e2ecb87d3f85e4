/** Step 5, Operations: the weekly hours, the phone (formatted as typed) and the executive chef. */
import { useTranslation } from '@/i18n/use-translation';
import { formatPhoneInput, PHONE_INPUT_MAX_LENGTH } from '@tablefor/shared';
import { TextField } from '@/components/text-field/text-field';
import type { WizardState } from '../../hooks/use-wizard-state';
import { HoursEditor } from '@/components/hours-editor/hours-editor';
import styles from './step-layout.module.css';
import '@/i18n/bundles/create-restaurant-texts';

export function OperationsStep({ wizard }: { wizard: WizardState }) {
  const { t } = useTranslation();
  return (
    <>
      <HoursEditor
        week={wizard.week}
        onChange={wizard.setWeek}
        error={wizard.errorOf('operation_hours') ?? wizard.errorOf('opening_hours')}
        showIncomplete={wizard.hoursChecked}
        siteHours={wizard.siteHours}
      />
      <div className={styles.pair}>
        <TextField
          {...wizard.field('phone')}
          label={t('createRestaurant.fields.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={PHONE_INPUT_MAX_LENGTH}
          placeholder={t('createRestaurant.placeholders.phone')}
          onChange={(event) => wizard.setField('phone', formatPhoneInput(event.target.value))}
        />
        <TextField
          {...wizard.field('executive_chef')}
          label={t('createRestaurant.fields.chef')}
          autoComplete="off"
        />
      </div>
    </>
  );
}
