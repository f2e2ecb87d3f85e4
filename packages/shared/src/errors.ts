/** The one error shape of the API (`{ errors: ["field: message", ...] }`) and its text helpers. */
import type { z } from 'zod';

export type ErrorResponse = { errors: string[] };

/** The text a person should read: everything after the first ': ' (or the whole string). */
export function errorMessageText(error: string): string {
  const at = error.indexOf(': ');
  return at === -1 ? error : error.slice(at + 2);
}

/** Turns zod issues into the API's `field: message` strings, first issue per field only. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): string[] {
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push(`${field}: ${issue.message}`);
  }
  return errors;
}

/** Per-field messages for a form: `{ username: 'Please select a username' }`. */
export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.join('.') || 'form';
    fields[field] ??= issue.message;
  }
  return fields;
}
