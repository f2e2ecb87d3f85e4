/**
 * Shows bytes read with the administrator's token: a PDF or a picture opens in a new tab; any other
 * type (which a tab on this origin might run) is saved under its name instead.
 */
const viewableTypes = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']);

/** Long enough for the new tab to read it; the URL is freed without waiting for the tab to close. */
const OBJECT_URL_LIFETIME_MS = 60_000;

export function showFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  if (viewableTypes.has(blob.type.split(';')[0]?.trim() ?? '')) {
    window.open(url, '_blank', 'noopener');
  } else {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
