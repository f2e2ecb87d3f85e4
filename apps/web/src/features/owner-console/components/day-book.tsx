/**
 * The day's book: the chosen day (the restaurant's calendar), its reservations by time, cancelled
 * and declined ones included but greyed, with a count of parties and covers.
 */
import { useTranslation } from '@/i18n/use-translation';
import { isReleasedStatus, type DayBook as DayBookData } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { formatLongDate } from '../lib/console-dates';
import { BookedReservationItem } from './booked-reservation-item';
import { ConsoleSection } from './console-section';
import { DateStepper } from './date-stepper';
import sectionStyles from './console-section.module.css';
import styles from './day-book.module.css';
import '@/i18n/bundles/owner-console-texts';

type DayBookProps = {
  date: string;
  today: string;
  /** While a day loads, the query may still hold the previous one: that one is not shown. */
  book: DayBookData | undefined;
  /** The failure's message, with a retry. */
  failure: string | null;
  onRetry: () => void;
  onDateChange: (date: string) => void;
  /** Says what cancelling one of the day's reservations did. */
  onCancelled: (message: string) => void;
};

export function DayBook(props: DayBookProps) {
  const { date, today, book, failure, onRetry, onDateChange, onCancelled } = props;
  const { t, i18n } = useTranslation();
  const current = book?.date === date ? book : undefined;
  const reservations = current?.reservations ?? [];
  const held = reservations.filter((reservation) => !isReleasedStatus(reservation.status));
  const covers = held.reduce((sum, reservation) => sum + reservation.party_size, 0);

  return (
    <ConsoleSection
      title={t('ownerConsole.book.heading')}
      intro={formatLongDate(date, i18n.language)}
      actions={<DateStepper date={date} today={today} onChange={onDateChange} />}
    >
      {failure ? (
        <div className={sectionStyles.state} role="alert">
          <p>{failure}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('ownerConsole.retry')}
          </Button>
        </div>
      ) : !current ? (
        <div className={styles.loading}>
          <Spinner label={t('ownerConsole.book.loading')} />
        </div>
      ) : reservations.length === 0 ? (
        <p className={sectionStyles.state}>{t('ownerConsole.book.none')}</p>
      ) : (
        <>
          <p className={styles.summary}>
            {t('ownerConsole.book.parties', { count: held.length })}
            <span aria-hidden="true"> · </span>
            {t('ownerConsole.book.covers', { count: covers })}
          </p>
          <ol className={styles.list}>
            {reservations.map((reservation) => (
              <BookedReservationItem
                key={reservation.id}
                reservation={reservation}
                onCancelled={onCancelled}
              />
            ))}
          </ol>
        </>
      )}
    </ConsoleSection>
  );
}
