/**
 * A form's own message (accounts, bookings, reviews) by code, without loading the whole message
 * catalogue: its English ships with the first-load catalogue, its Spanish with the Spanish one.
 * Messages that quote a limit go through error-text.ts, which fills the parameters.
 */
import type { TFunction } from '@/i18n/translator';
import type { MessageCode } from '@tablefor/shared';

export function formErrorText(t: TFunction, code: MessageCode): string {
  return String(t(`errors.${code}` as never));
}
