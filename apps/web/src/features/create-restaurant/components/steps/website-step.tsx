/**
 * Step 1, Restaurant Website: the address to read (optional) and, for a site that lists several
 * restaurants, which one (the crawl uses the instruction only to choose among them).
 */
import { useTranslation } from '@/i18n/use-translation';
import { CRAWL_INSTRUCTION_MAX_LENGTH } from '@tablefor/shared';
import { TextAreaField } from '@/components/text-area-field/text-area-field';
import { TextField } from '@/components/text-field/text-field';
import type { WizardState } from '../../hooks/use-wizard-state';
import '@/i18n/bundles/create-restaurant-texts';

export function WebsiteStep({ wizard, busy }: { wizard: WizardState; busy: boolean }) {
  const { t } = useTranslation();
  const instruction = wizard.field('instruction');
  return (
    <>
      <TextField
        {...wizard.field('url')}
        label={t('createRestaurant.fields.url')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder={t('createRestaurant.placeholders.url')}
        hint={t('createRestaurant.hints.url')}
        readOnly={busy}
      />
      <TextAreaField
        {...instruction}
        error={wizard.errorOf('instruction')}
        label={t('createRestaurant.fields.instruction')}
        hint={t('createRestaurant.hints.instruction')}
        placeholder={t('createRestaurant.placeholders.instruction')}
        maxLength={CRAWL_INSTRUCTION_MAX_LENGTH}
        rows={2}
        readOnly={busy}
      />
    </>
  );
}
