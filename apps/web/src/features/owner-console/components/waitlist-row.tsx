/**
 * One party in the waitlist: its place, name and size, how long it has waited and what it was
 * quoted, how it can be reached, its notes, and what the host can do with it.
 */
import { displayPhone, formatClock, zonedTimeString, type WaitlistEntry } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { ChevronDownIcon, MailIcon, PhoneIcon } from '@/components/icons/icons';
import { useEditWaitlistEntry } from '../api/edit-waitlist-entry';
import { useRemoveFromWaitlist, useTellTableReady } from '../api/waitlist-entry-actions';
import styles from './waitlist-panel.module.css';

type WaitlistRowProps = {
  entry: WaitlistEntry;
  /** The restaurant's time zone: 'Told at' is on its clock. */
  zone: string;
  /** The browser's clock, epoch milliseconds: waited times count to it. */
  clock: number;
  isFirst: boolean;
  isLast: boolean;
  onEdit: () => void;
  onSeat: () => void;
  onDone: (text: string) => void;
  onFailed: (error: unknown) => void;
};

export function WaitlistRow(props: WaitlistRowProps) {
  const { entry, zone, clock, isFirst, isLast } = props;
  const { t, i18n } = useTranslation();
  const name = entry.guest_name;
  const restaurantId = entry.restaurant_id;
  const ready = useTellTableReady(restaurantId, () =>
    props.onDone(t('hostStand.waitlist.readyDone', { name })),
  );
  const remove = useRemoveFromWaitlist(restaurantId, () =>
    props.onDone(t('hostStand.waitlist.removed', { name })),
  );
  const move = useEditWaitlistEntry(restaurantId);
  const place = entry.position ?? 0;
  const moveTo = (position: number) =>
    move.mutate({ entryId: entry.id, edit: { position } }, { onError: props.onFailed });
  const waited = Math.max(0, Math.floor((clock - Date.parse(entry.created_at)) / 60_000));
  const toldAt = entry.notified_at
    ? formatClock(zonedTimeString(new Date(entry.notified_at), zone), i18n.language)
    : null;

  return (
    <li className={`${styles.row} ${toldAt ? styles.told : ''}`}>
      <span className={styles.place} aria-hidden="true">
        {place}
      </span>
      <div className={styles.party}>
        <p className={styles.name}>
          <span className={styles.guest}>{name}</span>
          <span className={styles.size}>
            {t('ownerConsole.partySize', { count: entry.party_size })}
          </span>
        </p>
        <p className={styles.facts}>
          <span className={styles.waited}>
            {t('hostStand.waitlist.waited', { minutes: waited })}
          </span>
          <span>
            {t('hostStand.waitlist.quotedLabel')}{' '}
            <strong>
              {entry.quoted_minutes === 0
                ? t('hostStand.waitlist.quotedNow')
                : t('hostStand.waitlist.quoted', { minutes: entry.quoted_minutes })}
            </strong>
          </span>
          <span className={styles.contact}>
            {entry.phone_number && (
              <span title={displayPhone(entry.phone_number)}>
                <PhoneIcon size={16} />
                <span className="visually-hidden">
                  {t('hostStand.waitlist.phone', { phone: displayPhone(entry.phone_number) })}
                </span>
              </span>
            )}
            {entry.email && (
              <span title={entry.email}>
                <MailIcon size={16} />
                <span className="visually-hidden">
                  {t('hostStand.waitlist.email', { email: entry.email })}
                </span>
              </span>
            )}
          </span>
        </p>
        {entry.notes && <p className={styles.notes}>{entry.notes}</p>}
      </div>
      <div className={styles.actions}>
        <span className={styles.readySlot}>
          {toldAt ? (
            <span className={styles.toldAt}>{t('hostStand.waitlist.told', { time: toldAt })}</span>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              loading={ready.isPending}
              aria-label={t('hostStand.waitlist.readyLabel', { name })}
              onClick={() => ready.mutate(entry.id, { onError: props.onFailed })}
            >
              {t('hostStand.waitlist.ready')}
            </Button>
          )}
        </span>
        <Button
          size="sm"
          aria-label={t('hostStand.waitlist.seatLabel', { name })}
          onClick={props.onSeat}
        >
          {t('hostStand.waitlist.seat')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('hostStand.waitlist.editLabel', { name })}
          onClick={props.onEdit}
        >
          {t('hostStand.waitlist.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={remove.isPending}
          aria-label={t('hostStand.waitlist.removeLabel', { name })}
          onClick={() => remove.mutate(entry.id, { onError: props.onFailed })}
        >
          {t('hostStand.waitlist.remove')}
        </Button>
      </div>
      <span className={styles.moves}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.up}`}
          aria-label={t('hostStand.waitlist.moveUp', { name })}
          disabled={isFirst || move.isPending}
          onClick={() => moveTo(place - 1)}
        >
          <ChevronDownIcon size={18} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('hostStand.waitlist.moveDown', { name })}
          disabled={isLast || move.isPending}
          onClick={() => moveTo(place + 1)}
        >
          <ChevronDownIcon size={18} />
        </button>
      </span>
    </li>
  );
}
