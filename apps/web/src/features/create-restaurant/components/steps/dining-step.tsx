/** Step 4, Dining Details: cuisines, price level, dining style and dress code. */
import { useTranslation } from '@/i18n/use-translation';
import { DINING_STYLES, dollarSigns, DRESS_CODES, PRICE_LEVELS } from '@tablefor/shared';
import { Select } from '@/components/select/select';
import { TextField } from '@/components/text-field/text-field';
import type { WizardState } from '../../hooks/use-wizard-state';
import { diningStyleLabel, dressCodeLabel } from '@/lib/listing-terms';
import { SuggestionField } from './suggestion-field';
import styles from './step-layout.module.css';
import '@/i18n/bundles/create-restaurant-texts';

export function DiningStep({ wizard }: { wizard: WizardState }) {
  const { t } = useTranslation();
  const costOptions = [
    { value: '', label: t('createRestaurant.cost.placeholder') },
    ...PRICE_LEVELS.map((level) => ({
      value: String(level),
      label: t('createRestaurant.cost.option', {
        signs: dollarSigns(level),
        label: t(`results.priceLevels.${level}`),
      }),
    })),
  ];
  return (
    <>
      <div className={styles.pair}>
        <TextField
          {...wizard.field('cuisines')}
          label={t('createRestaurant.fields.cuisines')}
          placeholder={t('createRestaurant.placeholders.cuisines')}
          hint={t('createRestaurant.hints.cuisines')}
          autoComplete="off"
        />
        <Select
          {...wizard.field('cost')}
          label={t('createRestaurant.fields.cost')}
          options={costOptions}
        />
      </div>
      <SuggestionField
        {...wizard.field('dining_style')}
        label={t('createRestaurant.fields.diningStyle')}
        // The shared list's values, saved as stored (search filters by them), shown translated.
        suggestions={DINING_STYLES.map(({ stored }) => ({
          value: stored,
          label: diningStyleLabel(t, stored),
        }))}
        onPick={(value) => wizard.setField('dining_style', value)}
      />
      <SuggestionField
        {...wizard.field('dress_code')}
        label={t('createRestaurant.fields.dressCode')}
        suggestions={DRESS_CODES.map(({ stored }) => ({
          value: stored,
          label: dressCodeLabel(t, stored),
        }))}
        onPick={(value) => wizard.setField('dress_code', value)}
      />
    </>
  );
}
