/**
 * The edit mode's photos: the preview image, the gallery with 'Set as preview' and 'Remove' on
 * each picture (the preview marked), and the upload with its progress. Each action applies at once.
 */
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { galleryCodes, MAX_GALLERY_IMAGES, type RestaurantDetail } from '@tablefor/shared';
import { ErrorList } from '@/components/error-list/error-list';
import { RestaurantImage } from '@/features/restaurant-cards';
import { errorText } from '@/lib/error-text';
import {
  useRemoveGalleryImage,
  useSetPreviewImage,
  useUploadGalleryImage,
} from '../api/gallery-mutations';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { failureOf, type Failure } from '../lib/failure-messages';
import { GalleryItem } from './gallery-item';
import { GalleryUpload } from './gallery-upload';
import styles from './gallery-manager.module.css';
import '@/i18n/bundles/admin-texts';

export const NOTICE_MS = 3000;

export function GalleryManager({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { id, name, image_gallery: gallery, preview_img: preview } = restaurant;
  const upload = useUploadGalleryImage(id);
  const remove = useRemoveGalleryImage(id);
  const setPreview = useSetPreviewImage(id);
  const { notice, show, hide } = useTimedNotice(NOTICE_MS);
  const busy = upload.isPending || remove.isPending || setPreview.isPending;

  const failure: Failure | null = setPreview.isError
    ? failureOf(setPreview.error, t, t('admin.gallery.previewFailed'))
    : remove.isError
      ? failureOf(remove.error, t, t('admin.gallery.removeFailed'))
      : upload.isError
        ? failureOf(upload.error, t, errorText(t, { code: galleryCodes.uploadFailed }))
        : null;

  function resetAll() {
    hide();
    upload.reset();
    remove.reset();
    setPreview.reset();
  }

  return (
    <section className={styles.gallery} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h3 id={headingId} className={styles.heading}>
          {t('admin.gallery.heading')}
        </h3>
        <p className={styles.count}>
          {t('admin.gallery.count', { count: gallery.length, max: MAX_GALLERY_IMAGES })}
        </p>
      </div>
      {/* Each photo action is its own request: the form's Save and Cancel do not cover them. */}
      <p className={styles.savedAtOnce}>{t('admin.gallery.savedAtOnce')}</p>

      <div className={styles.previewBlock}>
        <h4 className={styles.subheading}>{t('admin.gallery.previewHeading')}</h4>
        <RestaurantImage
          src={preview}
          alt={t('admin.gallery.previewAlt', { name })}
          className={styles.previewImage}
        />
      </div>

      <div className={styles.previewBlock}>
        <h4 className={styles.subheading}>{t('admin.gallery.galleryHeading')}</h4>
        {gallery.length === 0 ? (
          <p className={styles.empty}>{t('admin.gallery.empty')}</p>
        ) : (
          <ul className={styles.grid}>
            {gallery.map((url, index) => (
              <GalleryItem
                key={url}
                url={url}
                n={index + 1}
                restaurantName={name}
                isPreview={url === preview}
                disabled={busy}
                settingPreview={setPreview.isPending && setPreview.variables === url}
                removing={remove.isPending && remove.variables === url}
                onSetPreview={() => {
                  resetAll();
                  setPreview.mutate(url, {
                    onSuccess: () => show(t('admin.gallery.previewUpdated')),
                  });
                }}
                onRemove={() => {
                  resetAll();
                  remove.mutate(url, { onSuccess: () => show(t('admin.gallery.removed')) });
                }}
              />
            ))}
          </ul>
        )}
      </div>

      {/* What the last action did stays in sight: it sticks to the bottom while the photos show. */}
      <div className={styles.feedback}>
        <div role="status">{notice && <p className={styles.notice}>{notice}</p>}</div>
        {failure && <ErrorList title={failure.title} messages={failure.messages} />}
      </div>
      <GalleryUpload
        galleryCount={gallery.length}
        progress={upload.progress}
        disabled={busy}
        onStart={resetAll}
        onUpload={(file) =>
          upload.mutate(file, { onSuccess: () => show(t('admin.gallery.uploaded')) })
        }
      />
    </section>
  );
}
