/**
 * The preview picture: an image address with a live thumbnail, or one of the website's pictures
 * (after a crawl) or of the product's stock pictures, so an owner without an address can go on.
 */
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ImageIcon } from '@/components/icons/page-icons';
import { TextField } from '@/components/text-field/text-field';
import { PictureChoice } from './picture-choice';
import { StockPictureGroup } from './stock-picture-group';
import styles from './picture-picker.module.css';
import '@/i18n/bundles/create-restaurant-texts';

type PicturePickerProps = {
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onPick: (src: string) => void;
  sitePictures: string[];
};

export function PicturePicker({ sitePictures, onPick, ...field }: PicturePickerProps) {
  const { t } = useTranslation();
  const src = field.value.trim();

  return (
    <div className={styles.picker}>
      <div className={styles.top}>
        <TextField
          {...field}
          className={styles.address}
          label={t('createRestaurant.fields.previewImg')}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('createRestaurant.placeholders.imageUrl')}
          hint={t('createRestaurant.pictures.hint')}
        />
        {/* Keyed by address: a new address gets a fresh try at loading. */}
        <Thumbnail key={src} src={src} />
      </div>
      {sitePictures.length > 0 && (
        <div className={styles.group}>
          <p className={styles.groupTitle}>{t('createRestaurant.pictures.fromSite')}</p>
          <ul className={styles.choices}>
            {sitePictures.map((picture, index) => (
              <PictureChoice
                key={picture}
                src={picture}
                chosen={src === picture}
                onPick={onPick}
                label={t('createRestaurant.pictures.useSite', { number: index + 1 })}
              />
            ))}
          </ul>
        </div>
      )}
      <StockPictureGroup chosen={src} onPick={onPick} />
    </div>
  );
}

function Thumbnail({ src }: { src: string }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <div className={`${styles.thumbnail} ${styles.empty}`}>
        <ImageIcon size={28} />
        <p>{t(broken ? 'createRestaurant.pictures.broken' : 'createRestaurant.pictures.empty')}</p>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={t('createRestaurant.pictures.previewAlt')}
      className={styles.thumbnail}
      onError={() => setBroken(true)}
    />
  );
}
