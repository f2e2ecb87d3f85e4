/**
 * Error messages in the reader's language, by code (the API's `details`, a form's zod issues).
 * Importing this adds the rest of the shared catalogue's English texts to the translator, so only pages
 * that can show any error load them; Spanish texts all come with the Spanish catalogue.
 */
import type { TFunction } from '@/i18n/translator';
import {
  isMessageCode,
  messageCatalog,
  messageParams,
  type ErrorDetail,
  type MessageCode,
  type MessageParams,
} from '@tablefor/shared';
import { errorTexts } from '@/i18n/error-catalog';
import { i18n } from '@/i18n/i18n';
import { ApiError } from './api-error';
import type { WireErrorDetail } from './response-guards';

i18n.addTexts('en', { errors: errorTexts(messageCatalog) }, false);

type CodedMessage = { code: MessageCode; params?: MessageParams };

export function errorText(t: TFunction, message: CodedMessage): string {
  return String(t(`errors.${message.code}` as 'common', messageParams(message) as never));
}

/**
 * What to show for a failed submission: the API's messages translated by code,
 * its own words where a code is unknown to this app, or the generic message for a 5xx.
 */
export function serverErrorMessages(
  error: unknown,
  t: TFunction,
  /** A page's own wording of a code (the modify page asks for a *new* date). */
  reword: (code: MessageCode) => MessageCode = (code) => code,
): string[] {
  if (!(error instanceof ApiError) || error.status >= 500) return [t('common.genericError')];
  if (error.details.length === 0) {
    return error.messages.length > 0 ? error.messages : [t('common.genericError')];
  }
  return error.details.map((detail, index) =>
    isMessageCode(detail.code)
      ? errorText(t, { code: reword(detail.code), params: detail.params })
      : (error.messages[index] ?? t('common.genericError')),
  );
}

/**
 * The API's reasons for a refusal (a 4xx that gave any), translated; none for anything else (a
 * 5xx, the network), whose failure sentence says all there is.
 */
export function refusalReasons(error: unknown, t: TFunction): string[] {
  const refused = error instanceof ApiError && error.status < 500 && error.errors.length > 0;
  return refused ? serverErrorMessages(error, t) : [];
}

/**
 * The first coded message of each field, to show under it; `fieldOf` names the form's field a
 * detail belongs to ('opening_hours.mon.0.close' to the hours).
 */
export function messagesByField(
  details: readonly WireErrorDetail[],
  fieldOf: (field: string) => string = (field) => field,
): Partial<Record<string, ErrorDetail>> {
  const fields: Partial<Record<string, ErrorDetail>> = {};
  for (const { field, code, params } of details) {
    const name = fieldOf(field);
    if (isMessageCode(code)) fields[name] ??= { field: name, code, params };
  }
  return fields;
}
