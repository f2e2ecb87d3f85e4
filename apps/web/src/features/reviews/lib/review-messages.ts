/** Shows a shared review message (validation or API) in the current language. */
import type { TFunction } from 'i18next';
import { reviewMessages } from '@tablefor/shared';
import { translateMessage } from '@/i18n/message-text';

type ReviewMessageKey = keyof typeof reviewMessages;

const keyByText = new Map<string, ReviewMessageKey>(
  (Object.entries(reviewMessages) as [ReviewMessageKey, string][]).map(([key, text]) => [
    text,
    key,
  ]),
);

export function reviewMessageText(t: TFunction, message: string): string {
  const key = keyByText.get(message);
  return key ? t(`reviews.messages.${key}`) : translateMessage(t, message);
}
