/**
 * /business/dashboard/host?restaurant=&date=: the console's 'Host stand', the chosen day of a
 * restaurant table by table, kept live by its stream: blocks to open, seat, move or cancel, a
 * walk-in seated now, and a summary of the service around now (on today's date).
 */
import { useLayoutEffect, useState } from 'react';
import type { OwnedRestaurant, Timeline } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { Notice } from '@/components/notice/notice';
import { PageLoading } from '@/components/page-state/page-state';
import { useMediaQuery } from '@/hooks/use-media-query';
import { ConsoleHeader } from '../components/console-header';
import { ConsoleTabs } from '../components/console-tabs';
import { DateStepper } from '../components/date-stepper';
import { HostSummary } from '../components/host-summary';
import { HostTimeline } from '../components/host-timeline';
import { LiveStatus } from '../components/live-status';
import { OwnedRestaurantsGate } from '../components/owned-restaurants-gate';
import { ReservationDialog } from '../components/reservation-dialog';
import { TableList } from '../components/table-list';
import { UnplacedReservations } from '../components/unplaced-reservations';
import { WalkInDialog } from '../components/walk-in-dialog';
import { WaitlistPanel } from '../components/waitlist-panel';
import { useConsoleParams } from '../hooks/use-console-params';
import { useDragMove, type PageNotice } from '../hooks/use-drag-move';
import { useLiveTimeline } from '../hooks/use-live-timeline';
import { useNow } from '../hooks/use-now';
import { failureMessages } from '../lib/console-failure';
import { measureTimelineRender } from '../lib/render-marks';
import { minutesOfDay } from '../lib/timeline-clock';
import { lateArrivals } from '../lib/timeline-summary';
import styles from './host-stand-page.module.css';
import sectionStyles from '../components/console-section.module.css';
import '@/i18n/bundles/host-stand-texts';
import '@/i18n/bundles/owner-console-texts';

const NARROW = '(max-width: 767.98px)';

export function HostStandPage() {
  return (
    <OwnedRestaurantsGate title={<HostStandTitle />}>
      {(restaurants) => <RestaurantHostStand restaurants={restaurants} />}
    </OwnedRestaurantsGate>
  );
}

function HostStandTitle() {
  const { t } = useTranslation();
  return <title>{`${t('hostStand.pageTitle')} · ${t('app.name')}`}</title>;
}

function RestaurantHostStand({ restaurants }: { restaurants: OwnedRestaurant[] }) {
  const { t } = useTranslation();
  const { restaurant, date, today, selectDate } = useConsoleParams(restaurants);
  // The list is not empty here, so there is always a restaurant.
  const current = restaurant ?? (restaurants[0] as OwnedRestaurant);
  const { timeline, status } = useLiveTimeline(current.id, date);
  const [notice, setNotice] = useState<PageNotice | null>(null);
  const [walkIn, setWalkIn] = useState(false);

  return (
    <div className={styles.page}>
      <HostStandTitle />
      <ConsoleHeader restaurant={current} />
      <ConsoleTabs restaurantId={current.id} current="host" />
      <div className={styles.toolbar}>
        <DateStepper date={date} today={today} onChange={selectDate} />
        <div className={styles.toolbarEnd}>
          <LiveStatus status={status} />
          {date === today && timeline.data?.date === date && (
            <Button className={styles.walkIn} onClick={() => setWalkIn(true)}>
              {t('hostStand.walkIn.button')}
            </Button>
          )}
        </div>
      </div>
      {notice && (
        <Notice tone={notice.tone} live onDismiss={() => setNotice(null)}>
          <p>{notice.text}</p>
        </Notice>
      )}
      {timeline.data?.date === date ? (
        <HostStandBody
          timeline={timeline.data}
          isToday={date === today}
          walkIn={walkIn}
          onWalkInClose={() => setWalkIn(false)}
          onNotice={setNotice}
        />
      ) : timeline.isError ? (
        <div className={sectionStyles.state} role="alert">
          <p>{failureMessages(timeline.error, t, t('hostStand.loadError')).join(' ')}</p>
          <Button size="sm" variant="secondary" onClick={() => void timeline.refetch()}>
            {t('ownerConsole.retry')}
          </Button>
        </div>
      ) : (
        <PageLoading label={t('hostStand.loading')} />
      )}
    </div>
  );
}

type BodyProps = {
  timeline: Timeline;
  isToday: boolean;
  /** The walk-in form is open (its button sits in the page's toolbar). */
  walkIn: boolean;
  onWalkInClose: () => void;
  onNotice: (notice: PageNotice) => void;
};

function HostStandBody({ timeline, isToday, walkIn, onWalkInClose, onNotice }: BodyProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW);
  const clock = useNow(isToday, 60_000);
  const [openId, setOpenId] = useState<number | null>(null);
  const now = isToday ? minutesOfDay(clock, timeline.date, timeline.restaurant.time_zone) : null;
  const lateIds = new Set(
    now === null ? [] : lateArrivals(timeline, now).map((p) => p.reservation.id),
  );
  // The dialog follows the live timeline; a reservation gone from it (cancelled) closes it.
  const open = timeline.reservations.find((r) => r.id === openId);
  const drag = useDragMove(timeline, onNotice);
  useLayoutEffect(measureTimelineRender, [timeline]);
  const done = (text: string) => {
    setOpenId(null);
    onNotice({ tone: 'success', text });
  };

  return (
    <>
      {now !== null && <HostSummary timeline={timeline} now={now} onOpen={setOpenId} />}
      {timeline.tables.length === 0 ? (
        <p className={sectionStyles.state}>{t('hostStand.grid.noTables')}</p>
      ) : (
        <>
          {timeline.service.length === 0 && (
            <p className={styles.closed}>{t('hostStand.grid.closed')}</p>
          )}
          {narrow ? (
            <TableList timeline={timeline} lateIds={lateIds} onOpen={setOpenId} />
          ) : (
            <HostTimeline
              timeline={timeline}
              now={now}
              lateIds={lateIds}
              onOpen={setOpenId}
              drag={drag}
            />
          )}
        </>
      )}
      <UnplacedReservations timeline={timeline} onOpen={setOpenId} />
      {now !== null && <WaitlistPanel timeline={timeline} now={now} />}
      {open && (
        <ReservationDialog
          timeline={timeline}
          now={now}
          reservation={open}
          onDone={done}
          onClose={() => setOpenId(null)}
        />
      )}
      {walkIn && now !== null && (
        <WalkInDialog
          timeline={timeline}
          now={now}
          onClose={onWalkInClose}
          onSeated={(seated) => {
            onWalkInClose();
            onNotice({
              tone: 'success',
              text: t('hostStand.walkIn.done', {
                party: t('ownerConsole.partySize', { count: seated.party_size }),
                label: seated.table_labels.join(' + '),
              }),
            });
          }}
        />
      )}
    </>
  );
}
