/**
 * The one error shape of the API: `{ errors: ["field: message"], details: [{ field, code, params }] }`.
 * `errors` is the spec's (English) form; `details` is its machine-readable twin, built from the same
 * message codes, which clients translate.
 */
import type { z } from 'zod';
import { fillTemplate, type MessageParams } from './messages/define-messages.ts';
import { isMessageCode, messageCatalog, type MessageCode } from './messages/message-catalog.ts';
import { commonCodes } from './messages/common-messages.ts';

export type ErrorDetail = { field: string; code: MessageCode; params?: MessageParams };
export type ErrorResponse = { errors: string[]; details?: ErrorDetail[] };

/** The English sentence of a code, its limits and the given parameters filled in. */
export function messageText(code: MessageCode, params?: MessageParams): string {
  const template = messageCatalog[code];
  return fillTemplate(template.text, { ...template.params, ...params });
}

/** The parameters a translation of `detail` needs: the catalogue's limits, then the detail's own. */
export function messageParams(detail: Pick<ErrorDetail, 'code' | 'params'>): MessageParams {
  return { ...messageCatalog[detail.code].params, ...detail.params };
}

/** `field: message`, the spec's form of one error. */
export function errorString(detail: ErrorDetail): string {
  return `${detail.field}: ${messageText(detail.code, detail.params)}`;
}

/** A zod issue's code: schemas name messages by code; zod's own messages become `common.invalid`. */
function issueDetail(issue: z.core.$ZodIssue, field: string): ErrorDetail {
  return isMessageCode(issue.message)
    ? { field, code: issue.message }
    : { field, code: commonCodes.invalid, params: { detail: issue.message } };
}

/** Each field's first issue as a detail, in the order zod found them. */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.join('.') : 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    details.push(issueDetail(issue, field));
  }
  return details;
}

/** Per-field details for a form: `{ username: { field, code: 'auth.usernameRequired' } }`. */
export function issuesToFieldErrors(
  issues: readonly z.core.$ZodIssue[],
): Record<string, ErrorDetail> {
  const fields: Record<string, ErrorDetail> = {};
  for (const issue of issues) {
    const field = issue.path.join('.') || 'form';
    fields[field] ??= issueDetail(issue, field);
  }
  return fields;
}
