/**
 * The preview picture: an image address with a live thumbnail, or one of the website's pictures
 * (after a crawl) or of the product's stock pictures, so an owner without an address can go on.
 */
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field/text-field';
import { stockPictures } from '../../lib/stock-pictures';
import { ImageIcon } from '../wizard-icons';
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

/** Two rows on a phone; the rest on request. */
const FIRST_STOCK_PICTURES = 8;

export function PicturePicker({ sitePictures, onPick, ...field }: PicturePickerProps) {
  const { t } = useTranslation();
  const src = field.value.trim();
  const chosenIndex = stockPictures.findIndex((picture) => picture.src === src);
  const [showAll, setShowAll] = useState(chosenIndex >= FIRST_STOCK_PICTURES);
  const shownStock = showAll ? stockPictures : stockPictures.slice(0, FIRST_STOCK_PICTURES);

  const choice = (picture: string, label: string) => (
    <li key={picture}>
      <button
        type="button"
        className={styles.choice}
        aria-pressed={src === picture}
        aria-label={label}
        onClick={() => onPick(picture)}
      >
        <img src={picture} alt="" loading="lazy" className={styles.choiceImage} />
      </button>
    </li>
  );

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
            {sitePictures.map((picture, index) =>
              choice(picture, t('createRestaurant.pictures.useSite', { number: index + 1 })),
            )}
          </ul>
        </div>
      )}
      <div className={styles.group}>
        <p className={styles.groupTitle}>{t('createRestaurant.pictures.stock')}</p>
        <ul className={styles.choices} id="stock-pictures">
          {shownStock.map(({ kind, src: picture }) =>
            choice(
              picture,
              t('createRestaurant.pictures.useStock', {
                kind: t(`createRestaurant.pictures.kinds.${kind}`),
              }),
            ),
          )}
        </ul>
        <button
          type="button"
          className={styles.more}
          aria-expanded={showAll}
          aria-controls="stock-pictures"
          onClick={() => setShowAll(!showAll)}
        >
          {showAll
            ? t('createRestaurant.pictures.showFewer')
            : t('createRestaurant.pictures.showAll', { count: stockPictures.length })}
        </button>
      </div>
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
