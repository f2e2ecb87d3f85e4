/**
 * The host stand's door waitlist: the parties waiting for a table in line order, each with how
 * long it has waited and the wait it was quoted; add a party, tell it its table is ready, seat
 * it, edit it, move it up or down, or take it off the line. Read again when the timeline changes.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Timeline, WaitlistEntry } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Notice } from '@/components/notice/notice';
import { useWaitlist } from '../api/get-waitlist';
import { ownerConsoleKeys } from '../api/owner-console-keys';
import { useNow } from '../hooks/use-now';
import { failureMessages } from '../lib/console-failure';
import { WaitlistEntryDialog } from './waitlist-entry-dialog';
import { WaitlistRow } from './waitlist-row';
import { WaitlistSeatDialog } from './waitlist-seat-dialog';
import styles from './waitlist-panel.module.css';
import '@/i18n/bundles/host-stand-texts';

type WaitlistPanelProps = {
  timeline: Timeline;
  /** Minutes into the service day. */
  now: number;
};

type Open = { kind: 'add' } | { kind: 'edit' | 'seat'; entry: WaitlistEntry } | null;
type PanelNotice = { tone: 'success' | 'danger'; text: string };

export function WaitlistPanel({ timeline, now }: WaitlistPanelProps) {
  const { t } = useTranslation();
  const restaurantId = timeline.restaurant.id;
  const waitlist = useWaitlist(restaurantId);
  const clock = useNow(true, 30_000);
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<PanelNotice | null>(null);
  useRefreshOnTimeline(restaurantId, timeline);
  const entries = waitlist.data?.entries ?? [];
  const done = (text: string) => {
    setOpen(null);
    setNotice({ tone: 'success', text });
  };
  const failed = (error: unknown) =>
    setNotice({
      tone: 'danger',
      text: failureMessages(error, t, t('hostStand.waitlist.failed'))[0]!,
    });

  return (
    <section className={styles.panel} aria-labelledby="waitlist-heading">
      <div className={styles.head}>
        <h2 id="waitlist-heading" className={styles.title}>
          {t('hostStand.waitlist.heading')}
          {entries.length > 0 && (
            <span className={styles.count}>
              {t('hostStand.waitlist.count', { count: entries.length })}
            </span>
          )}
        </h2>
        <Button size="sm" onClick={() => setOpen({ kind: 'add' })}>
          {t('hostStand.waitlist.add')}
        </Button>
      </div>
      {notice && (
        <Notice tone={notice.tone} live onDismiss={() => setNotice(null)}>
          <p>{notice.text}</p>
        </Notice>
      )}
      {waitlist.isError && !waitlist.data ? (
        <p className={styles.empty} role="alert">
          {failureMessages(waitlist.error, t, t('hostStand.waitlist.loadError')).join(' ')}
        </p>
      ) : waitlist.data && entries.length === 0 ? (
        <p className={styles.empty}>{t('hostStand.waitlist.empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('hostStand.waitlist.listLabel')}>
          {entries.map((entry, index) => (
            <WaitlistRow
              key={entry.id}
              entry={entry}
              zone={timeline.restaurant.time_zone}
              clock={clock}
              isFirst={index === 0}
              isLast={index === entries.length - 1}
              onEdit={() => setOpen({ kind: 'edit', entry })}
              onSeat={() => setOpen({ kind: 'seat', entry })}
              onDone={done}
              onFailed={failed}
            />
          ))}
        </ol>
      )}
      {open?.kind === 'add' && (
        <WaitlistEntryDialog
          restaurantId={restaurantId}
          onClose={() => setOpen(null)}
          onSaved={() => setOpen(null)}
        />
      )}
      {open?.kind === 'edit' && (
        <WaitlistEntryDialog
          restaurantId={restaurantId}
          entry={open.entry}
          onClose={() => setOpen(null)}
          onSaved={() => setOpen(null)}
        />
      )}
      {open?.kind === 'seat' && (
        <WaitlistSeatDialog
          timeline={timeline}
          now={now}
          entry={open.entry}
          onClose={() => setOpen(null)}
          onSeated={({ entry, reservation }) =>
            done(
              t('hostStand.waitlist.seatedDone', {
                name: entry.guest_name,
                label: reservation.table_labels.join(' + '),
              }),
            )
          }
        />
      )}
    </section>
  );
}

/** Each new timeline (the stream fires on any booking change) reads the line again. */
function useRefreshOnTimeline(restaurantId: number, timeline: Timeline) {
  const queryClient = useQueryClient();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.waitlist(restaurantId) });
  }, [queryClient, restaurantId, timeline]);
}
