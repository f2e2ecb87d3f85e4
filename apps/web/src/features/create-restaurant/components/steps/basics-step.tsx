/** Step 2, Basic Information: name, description, website and the preview picture. */
import { useTranslation } from '@/i18n/use-translation';
import { LISTING_DESCRIPTION_MAX_LENGTH } from '@tablefor/shared';
import { TextAreaField } from '@/components/text-area-field/text-area-field';
import { TextField } from '@/components/text-field/text-field';
import type { WizardState } from '../../hooks/use-wizard-state';
import { PicturePicker } from './picture-picker';
import '@/i18n/bundles/create-restaurant-texts';

export function BasicsStep({ wizard }: { wizard: WizardState }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        {...wizard.field('name')}
        label={t('createRestaurant.fields.name')}
        autoComplete="organization"
        placeholder={t('createRestaurant.placeholders.name')}
      />
      <TextAreaField
        {...wizard.field('description')}
        label={t('createRestaurant.fields.description')}
        hint={t('createRestaurant.hints.description')}
        maxLength={LISTING_DESCRIPTION_MAX_LENGTH}
        rows={5}
      />
      <TextField
        {...wizard.field('website')}
        label={t('createRestaurant.fields.website')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder={t('createRestaurant.placeholders.url')}
      />
      <PicturePicker
        {...wizard.field('preview_img')}
        sitePictures={wizard.sitePictures}
        onPick={(src) => wizard.setField('preview_img', src)}
      />
    </>
  );
}
