/** Photos & Menu: one PDF menu and up to ten photos, checked as they are picked. */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import {
  CLAIM_MAX_PHOTOS,
  CLAIM_MENU_MAX_MEGABYTES,
  CLAIM_PHOTO_MAX_MEGABYTES,
  type MessageCode,
} from '@tablefor/shared';
import { errorText } from '@/lib/error-text';
import type { ClaimFlowState } from '../hooks/use-claim-flow';
import { megabytes, menuProblem, photosProblem } from '../lib/claim-files';
import frame from './claim-step.module.css';
import styles from './essentials.module.css';

export function MediaPicker({ flow }: { flow: ClaimFlowState }) {
  const { t } = useTranslation();
  const { values, update } = flow;
  const [menuError, setMenuError] = useState<MessageCode | null>(null);
  const [photoError, setPhotoError] = useState<MessageCode | null>(null);

  function pickMenu(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const problem = menuProblem(file);
    setMenuError(problem);
    if (!problem) update({ menu: file });
  }

  function pickPhotos(files: FileList | null) {
    const added = [...(files ?? [])];
    if (added.length === 0) return;
    const problem = photosProblem(values.photos, added);
    setPhotoError(problem);
    if (!problem) update({ photos: [...values.photos, ...added] });
  }

  const fileItem = (file: File, onRemove: () => void) => (
    <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.fileItem}>
      <span className={styles.fileName}>{file.name}</span>
      <span className={styles.fileSize}>
        {t('claim.essentials.fileSize', { size: megabytes(file.size) })}
      </span>
      <button
        type="button"
        className={styles.removeFile}
        aria-label={t('claim.essentials.remove', { name: file.name })}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );

  return (
    <div className={styles.media}>
      <div className={styles.fileField}>
        <label className={frame.label} htmlFor="claim-menu">
          {t('claim.essentials.menu', { max: CLAIM_MENU_MAX_MEGABYTES })}
        </label>
        <input
          id="claim-menu"
          className={styles.fileInput}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={menuError ? 'claim-menu-error' : undefined}
          onChange={(event) => {
            pickMenu(event.target.files);
            event.target.value = '';
          }}
        />
        {menuError && (
          <p id="claim-menu-error" className={frame.error} role="alert">
            {errorText(t, { code: menuError })}
          </p>
        )}
        {values.menu && (
          <ul className={styles.fileList}>{fileItem(values.menu, () => update({ menu: null }))}</ul>
        )}
      </div>
      <div className={styles.fileField}>
        <label className={frame.label} htmlFor="claim-photos">
          {t('claim.essentials.photos', {
            max: CLAIM_PHOTO_MAX_MEGABYTES,
            limit: CLAIM_MAX_PHOTOS,
          })}
        </label>
        <input
          id="claim-photos"
          className={styles.fileInput}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          aria-describedby={photoError ? 'claim-photos-error' : undefined}
          onChange={(event) => {
            pickPhotos(event.target.files);
            event.target.value = '';
          }}
        />
        {photoError && (
          <p id="claim-photos-error" className={frame.error} role="alert">
            {errorText(t, { code: photoError })}
          </p>
        )}
        {values.photos.length > 0 && (
          <ul className={styles.fileList}>
            {values.photos.map((photo, index) =>
              fileItem(photo, () =>
                update({ photos: values.photos.filter((_, other) => other !== index) }),
              ),
            )}
          </ul>
        )}
      </div>
    </div>
  );
}
