/**
 * 'Or use one of our pictures': the stock pictures the API lists, named by their scene in the
 * reader's language; the first rows at once, the rest on request.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import texts from '@/i18n/en/create-restaurant.json';
import { useStockPictures } from '../../api/get-stock-pictures';
import { PictureChoice } from './picture-choice';
import styles from './picture-picker.module.css';
import '@/i18n/bundles/create-restaurant-texts';

/** Two rows on a phone; the rest on request. */
const FIRST_STOCK_PICTURES = 8;

const kindNames = texts.createRestaurant.pictures.kinds;
type NamedKind = keyof typeof kindNames;
/** A scene the catalogue names (a scene drawn later than the texts shows its own word). */
const isNamedKind = (kind: string): kind is NamedKind => Object.hasOwn(kindNames, kind);

type StockPictureGroupProps = { chosen: string; onPick: (src: string) => void };

export function StockPictureGroup({ chosen, onPick }: StockPictureGroupProps) {
  const { t } = useTranslation();
  const stock = useStockPictures();
  // Until toggled: all shown when the chosen picture is past the first rows.
  const [showAllChoice, setShowAll] = useState<boolean | null>(null);
  const pictures = stock.data ?? [];
  const showAll =
    showAllChoice ??
    pictures.findIndex((picture) => picture.src === chosen) >= FIRST_STOCK_PICTURES;
  const shown = showAll ? pictures : pictures.slice(0, FIRST_STOCK_PICTURES);

  return (
    <div className={styles.group} aria-busy={stock.isPending}>
      <p className={styles.groupTitle}>{t('createRestaurant.pictures.stock')}</p>
      {stock.isPending && <p className={styles.note}>{t('createRestaurant.pictures.loading')}</p>}
      {stock.isError && (
        <div className={styles.failed}>
          <p className={styles.note}>{t('createRestaurant.pictures.loadFailed')}</p>
          <button type="button" className={styles.more} onClick={() => void stock.refetch()}>
            {t('createRestaurant.pictures.retry')}
          </button>
        </div>
      )}
      {stock.isSuccess && (
        <>
          <ul className={styles.choices} id="stock-pictures">
            {shown.map(({ kind, src }) => (
              <PictureChoice
                key={src}
                src={src}
                chosen={src === chosen}
                onPick={onPick}
                label={t('createRestaurant.pictures.useStock', {
                  kind: isNamedKind(kind) ? t(`createRestaurant.pictures.kinds.${kind}`) : kind,
                })}
              />
            ))}
          </ul>
          {pictures.length > FIRST_STOCK_PICTURES && (
            <button
              type="button"
              className={styles.more}
              aria-expanded={showAll}
              aria-controls="stock-pictures"
              onClick={() => setShowAll(!showAll)}
            >
              {showAll
                ? t('createRestaurant.pictures.showFewer')
                : t('createRestaurant.pictures.showAll', { count: pictures.length })}
            </button>
          )}
        </>
      )}
    </div>
  );
}
