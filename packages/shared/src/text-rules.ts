/**
 * What text may hold, decided once for every request the API reads: tab, line feed and carriage
 * return, and no other control character (C0 or DEL). U+0000 cannot even be stored (PostgreSQL
 * refuses it) and the others are never typed: they come from broken clients and probes.
 */
// eslint-disable-next-line no-control-regex -- the control characters are the point
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The paths ('guest_name', 'answers.2') of the strings in `value` holding a control character. */
export function controlCharacterPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? [path.join('.')] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => controlCharacterPaths(item, [...path, String(index)]));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(CONTROL_CHARACTER.test(key) ? [[...path, key].join('.')] : []),
      ...controlCharacterPaths(item, [...path, key]),
    ]);
  }
  return [];
}
