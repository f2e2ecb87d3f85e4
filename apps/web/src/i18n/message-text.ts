/** Translates a known English validation or server message (from @tablefor/shared) by its text. */
import type { TFunction } from 'i18next';
import en from './en.json';

type MessageKey = keyof typeof en.messages;

const keyByText = new Map<string, MessageKey>(
  (Object.entries(en.messages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

export function translateMessage(t: TFunction, message: string): string {
  const key = keyByText.get(message);
  return key ? t(`messages.${key}`) : message;
}
