/**
 * The dialog after 'Reserve this table': choose Chat or Phone Call, then confirm that way. It books
 * the table and opens the reservation; a failure closes it and the page says what happened.
 */
import { formatClock, type RestaurantDetail } from '@tablefor/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { useSession } from '@/lib/session';
import { useBookReservation } from '../hooks/use-book-reservation';
import type { ChatResult, ChatTiming } from '../hooks/use-chat-bot';
import { conflictAlternatives } from '../lib/booking-conflict';
import { formatBookingDate } from '../lib/booking-labels';
import type { BookingChoice } from '../lib/reservation-request';
import type { BookingProblem } from './booking-notice';
import { CallbackForm, type CallbackTiming } from './callback-form';
import { ChatBooking } from './chat-booking';
import { ContactChoice, type ContactMethod } from './contact-choice';
import styles from './booking-dialog.module.css';
import '@/i18n/bundles/booking-texts';

type BookingDialogProps = {
  restaurant: Pick<RestaurantDetail, 'id' | 'name' | 'time_zone'>;
  choice: BookingChoice;
  onClose: () => void;
  onProblem: (problem: BookingProblem) => void;
  chatTiming?: ChatTiming;
  callbackTiming?: CallbackTiming;
};

export function BookingDialog({
  restaurant,
  choice,
  onClose,
  onProblem,
  chatTiming,
  callbackTiming,
}: BookingDialogProps) {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const [method, setMethod] = useState<ContactMethod | null>(null);
  const { book, isBooking, openReservation } = useBookReservation(
    restaurant.id,
    restaurant.time_zone,
    choice,
  );
  const bodyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Each step replaces the dialog's content: focus its first control, not the lost button.
    bodyRef.current
      ?.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])')
      ?.focus();
  }, [method]);

  const party = t('booking.people', { count: choice.partySize });
  const summary = {
    party,
    date: formatBookingDate(choice.date, i18n.language, 'long'),
    time: formatClock(choice.time, i18n.language),
  };
  const known = user
    ? { name: `${user.first_name} ${user.last_name}`.trim(), email: user.email }
    : null;

  /** A taken time goes back to the page with the free ones; true when it was one. */
  const reportConflict = (error: unknown) => {
    const alternatives = conflictAlternatives(error);
    if (alternatives) onProblem({ kind: 'conflict', alternatives });
    return alternatives !== null;
  };

  const finishChat = async (result: ChatResult) => {
    try {
      openReservation(await book({ method: 'chat', ...result }));
    } catch (error) {
      if (!reportConflict(error)) onProblem({ kind: 'createFailed', error });
    }
  };

  const title =
    method === 'chat'
      ? t('booking.chat.title')
      : method === 'phone'
        ? t('booking.callback.title')
        : t('booking.choice.title');

  return (
    <Modal
      title={title}
      description={t('booking.choice.description', {
        party,
        date: formatBookingDate(choice.date, i18n.language),
        time: summary.time,
      })}
      size="md"
      onClose={onClose}
    >
      <div ref={bodyRef} className={styles.body}>
        {method === null && <ContactChoice onChoose={setMethod} />}
        {method === 'chat' && (
          <ChatBooking
            restaurantName={restaurant.name}
            summary={summary}
            knownContact={known}
            confirming={isBooking}
            onFinished={(result) => void finishChat(result)}
            timing={chatTiming}
          />
        )}
        {method === 'phone' && (
          <CallbackForm
            defaults={known ?? { name: '', email: '' }}
            onRequest={async (values) => {
              const created = await book({ method: 'phone', ...values });
              return () => openReservation(created);
            }}
            onFailure={(error) => !reportConflict(error)}
            timing={callbackTiming}
          />
        )}
        {method !== null && !isBooking && (
          <Button variant="ghost" size="sm" className={styles.back} onClick={() => setMethod(null)}>
            <span aria-hidden="true">←</span> {t('booking.choice.back')}
          </Button>
        )}
      </div>
    </Modal>
  );
}
