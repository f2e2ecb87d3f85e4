/**
 * A claim's files (its menu, its photos). Their bytes are answered to administrators only, so each
 * is read with the bearer token and opened from memory; a photo shows as a thumbnail meanwhile.
 */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewedClaim } from '@tablefor/shared';
import { getClaimFileQueryOptions, useClaimFile } from '../api/claims';
import { useObjectUrl } from '../hooks/use-object-url';
import { showFile } from '../lib/show-file';
import styles from './claim-files.module.css';
import '@/i18n/bundles/admin-texts';

type ClaimFile = ReviewedClaim['files'][number];

/** Each thumbnail reads a whole photo: a page of claims reads at most this many per claim. */
const MAX_THUMBNAILS = 4;

export function ClaimFiles({ files }: { files: readonly ClaimFile[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);

  async function open(file: ClaimFile) {
    setFailed(false);
    try {
      showFile(await queryClient.fetchQuery(getClaimFileQueryOptions(file.url)), file.name);
    } catch {
      setFailed(true);
    }
  }

  const thumbnailed = new Set(
    files
      .filter((file) => file.kind === 'photo')
      .slice(0, MAX_THUMBNAILS)
      .map((file) => file.id),
  );

  return (
    <div className={styles.files}>
      <p className={styles.filesTitle}>{t('admin.claims.files')}</p>
      <ul className={styles.fileList}>
        {files.map((file) => (
          <li key={file.id}>
            <button type="button" className={styles.file} onClick={() => void open(file)}>
              {thumbnailed.has(file.id) && <Thumbnail url={file.url} />}
              {t(file.kind === 'menu' ? 'admin.claims.menuFile' : 'admin.claims.photoFile', {
                name: file.name,
              })}
            </button>
          </li>
        ))}
      </ul>
      {failed && (
        <p className={styles.fileError} role="alert">
          {t('admin.claims.fileFailed')}
        </p>
      )}
    </div>
  );
}

/** The button's text names the photo: the picture itself is decoration. */
function Thumbnail({ url }: { url: string }) {
  const src = useObjectUrl(useClaimFile(url).data);
  return src ? (
    <img className={styles.thumbnail} src={src} alt="" />
  ) : (
    <span className={styles.thumbnail} aria-hidden="true" />
  );
}
