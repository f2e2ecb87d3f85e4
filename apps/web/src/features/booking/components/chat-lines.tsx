/** The conversation so far: the bot's lines in the reader's language, the diner's as typed. */
import type { TFunction } from '@/i18n/translator';
import { useTranslation } from '@/i18n/use-translation';
import { reservationCodes } from '@tablefor/shared';
import { errorText } from '@/lib/error-text';
import type { BotLine, ChatLine } from '../lib/chat-machine';
import styles from './chat-booking.module.css';
import '@/i18n/bundles/booking-texts';

export type BookingSummaryText = { party: string; date: string; time: string };

function botText(t: TFunction, line: BotLine, restaurant: string, summary: BookingSummaryText) {
  switch (line.key) {
    case 'greeting':
      return t('booking.chat.lines.greeting', { restaurant, ...summary });
    case 'invalidEmail':
      return errorText(t, { code: reservationCodes.chatEmailInvalid });
    case 'askEmail':
      return t('booking.chat.lines.askEmail', { name: line.values?.name ?? '' });
    case 'knownContact':
      return t('booking.chat.lines.knownContact', {
        name: line.values?.name ?? '',
        email: line.values?.email ?? '',
      });
    default:
      return t(`booking.chat.lines.${line.key}`);
  }
}

type ChatLinesProps = { lines: ChatLine[]; restaurantName: string; summary: BookingSummaryText };

export function ChatLines({ lines, restaurantName, summary }: ChatLinesProps) {
  const { t } = useTranslation();
  return lines.map((line) =>
    line.from === 'bot' ? (
      <p key={line.id} className={`${styles.bubble} ${styles.bot}`}>
        {botText(t, line, restaurantName, summary)}
      </p>
    ) : (
      <p key={line.id} className={`${styles.bubble} ${styles.user}`}>
        <span className="visually-hidden">{`${t('booking.chat.you')}: `}</span>
        {line.text}
      </p>
    ),
  );
}
