/** The chat confirmation: the assistant's questions, the diner's answers, quick replies, typing dots. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/text-field/text-field';
import { useChatBot, type ChatResult, type ChatTiming } from '../hooks/use-chat-bot';
import { acceptsAnswer, isBotTyping, type ChatContact } from '../lib/chat-machine';
import { ChatLines, type BookingSummaryText } from './chat-lines';
import styles from './chat-booking.module.css';
import '@/i18n/bundles/booking-texts';

type ChatBookingProps = {
  restaurantName: string;
  summary: BookingSummaryText;
  knownContact: ChatContact | null;
  /** True while the reservation is being created after the conversation. */
  confirming: boolean;
  onFinished: (result: ChatResult) => void;
  timing?: ChatTiming;
};

export function ChatBooking({
  restaurantName,
  summary,
  knownContact,
  confirming,
  onFinished,
  timing,
}: ChatBookingProps) {
  const { t } = useTranslation();
  const { state, answer } = useChatBot(knownContact, onFinished, timing);
  const [text, setText] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const typing = isBotTyping(state);
  const open = acceptsAnswer(state);

  useEffect(() => {
    const log = logRef.current;
    // Newest message in view (scrollTo is missing in jsdom).
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.lines.length, typing, confirming]);

  const send = (value: string) => {
    if (!open || !value.trim()) return;
    answer(value);
    setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text);
  };

  const quickReplies =
    state.step === 'awaiting_confirmation'
      ? [t('booking.chat.replyYes'), t('booking.chat.replyNo')]
      : state.step === 'asking_questions' || state.step === 'collecting_preferences'
        ? [t('booking.chat.replyNothing')]
        : [];
  const placeholder =
    state.step === 'collecting_name'
      ? t('booking.chat.namePlaceholder')
      : state.step === 'collecting_email'
        ? t('booking.chat.emailPlaceholder')
        : t('booking.chat.placeholder');

  return (
    <div className={styles.chat}>
      <div className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          {restaurantName.charAt(0)}
        </span>
        <div>
          <p className={styles.assistant}>
            {t('booking.chat.assistant', { restaurant: restaurantName })}
          </p>
          <p className={styles.status}>{t('booking.chat.status')}</p>
        </div>
      </div>
      <div
        ref={logRef}
        className={styles.log}
        role="log"
        aria-live="polite"
        aria-label={t('booking.chat.log')}
        tabIndex={0}
      >
        <ChatLines lines={state.lines} restaurantName={restaurantName} summary={summary} />
        {typing && (
          <p className={`${styles.bubble} ${styles.bot} ${styles.typing}`}>
            <span className={styles.dots} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{t('booking.chat.typing')}</span>
          </p>
        )}
        {confirming && (
          <p className={styles.confirming} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('booking.chat.confirming')}
          </p>
        )}
      </div>
      {quickReplies.length > 0 && (
        <div className={styles.quick} role="group" aria-label={t('booking.chat.quickReplies')}>
          {quickReplies.map((reply) => (
            <button
              key={reply}
              type="button"
              className={styles.chip}
              disabled={!open}
              onClick={() => send(reply)}
            >
              {reply}
            </button>
          ))}
        </div>
      )}
      <form className={styles.composer} onSubmit={submit} noValidate>
        <TextField
          label={t('booking.chat.inputLabel')}
          hideLabel
          className={styles.input}
          value={text}
          placeholder={placeholder}
          autoComplete={
            state.step === 'collecting_name'
              ? 'name'
              : state.step === 'collecting_email'
                ? 'email'
                : 'off'
          }
          inputMode={state.step === 'collecting_email' ? 'email' : 'text'}
          maxLength={500}
          disabled={state.step === 'completed'}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" className={styles.send} disabled={!open || !text.trim()}>
          {t('booking.chat.send')}
        </Button>
      </form>
    </div>
  );
}
