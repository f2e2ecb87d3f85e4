/**
 * 'Upload image': picks a file, checks it here first (an image, at most 5 MB, room in the gallery)
 * with the spec's messages, then shows 'Uploading...' with the real progress while it is sent.
 */
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_MEGABYTES, type MessageCode } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { errorText } from '@/lib/error-text';
import { uploadProblem } from '../lib/upload-checks';
import styles from './gallery-manager.module.css';
import '@/i18n/bundles/admin-texts';

type GalleryUploadProps = {
  galleryCount: number;
  /** 0-100 while an upload runs, otherwise null. */
  progress: number | null;
  disabled: boolean;
  /** A new file was chosen: earlier messages go. */
  onStart: () => void;
  onUpload: (file: File) => void;
};

export function GalleryUpload({
  galleryCount,
  progress,
  disabled,
  onStart,
  onUpload,
}: GalleryUploadProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<MessageCode | null>(null);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    onStart();
    const found = uploadProblem(file, galleryCount);
    setProblem(found);
    if (!found) onUpload(file);
  }

  return (
    <div className={styles.upload}>
      <div className={styles.uploadRow}>
        <Button
          variant="secondary"
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          <UploadIcon />
          {t('admin.gallery.upload')}
        </Button>
        <p id={hintId} className={styles.hint}>
          {t('admin.gallery.uploadHint', { megabytes: MAX_IMAGE_MEGABYTES })}
        </p>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        hidden
        onChange={pick}
      />
      {problem && (
        <p className={styles.problem} role="alert">
          {errorText(t, { code: problem })}
        </p>
      )}
      {progress !== null && (
        <div className={styles.progress} role="status">
          <span className={styles.progressLabel}>{t('admin.gallery.uploading')}</span>
          <progress
            className={styles.bar}
            max={100}
            value={progress}
            aria-label={t('admin.gallery.uploading')}
          />
          <span className={styles.percent}>
            {t('admin.gallery.progress', { percent: progress })}
          </span>
        </div>
      )}
    </div>
  );
}

function UploadIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 16V4m0 0-4 4m4-4 4 4" />
      <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}
