/** The gallery images still worth showing: an image that fails to load is hidden. */
import { useCallback, useMemo, useState } from 'react';

export function useGallery(images: readonly string[]) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const visible = useMemo(
    () => [...new Set(images)].filter((url) => url && !failed.has(url)),
    [images, failed],
  );
  const hide = useCallback(
    (url: string) => setFailed((previous) => new Set(previous).add(url)),
    [],
  );
  return { visible, hide };
}
