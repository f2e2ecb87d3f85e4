/** The strip above the timeline: covers per 15 minutes around now, free tables, next and late parties. */
import { formatClock, type Timeline } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { wallClock } from '../lib/timeline-clock';
import {
  coversByInterval,
  freeTablesNow,
  lateArrivals,
  nextArrivals,
} from '../lib/timeline-summary';
import { useReservationLabel } from './reservation-label';
import styles from './host-summary.module.css';
import '@/i18n/bundles/host-stand-texts';

type HostSummaryProps = {
  timeline: Timeline;
  now: number;
  onOpen: (reservationId: number) => void;
};

export function HostSummary({ timeline, now, onOpen }: HostSummaryProps) {
  const { t, i18n } = useTranslation();
  const label = useReservationLabel();
  const clock = (minutes: number) => formatClock(wallClock(minutes), i18n.language);
  const intervals = coversByInterval(timeline, now, 5);
  const next = nextArrivals(timeline, now);
  const late = lateArrivals(timeline, now);
  const current = Math.floor(now / 15) * 15;

  return (
    <section className={styles.summary} aria-label={t('hostStand.summary.label')}>
      <div className={`${styles.figure} ${styles.coversFigure}`}>
        <table className={styles.covers}>
          <caption className={styles.summaryLabel}>{t('hostStand.summary.covers')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('hostStand.summary.time')}</th>
              <th scope="col">{t('hostStand.summary.booked')}</th>
              <th scope="col">{t('hostStand.summary.seated')}</th>
              <th scope="col">{t('hostStand.summary.expected')}</th>
            </tr>
          </thead>
          <tbody>
            {intervals.map((i) => (
              <tr
                key={i.start}
                className={i.start === current ? styles.currentInterval : undefined}
              >
                <th scope="row">{clock(i.start)}</th>
                <td>{i.booked}</td>
                <td>{i.seated}</td>
                <td>{i.expected}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.figure}>
        <p className={styles.summaryLabel}>{t('hostStand.summary.freeTables')}</p>
        <p className={styles.bigNumber}>
          {freeTablesNow(timeline, now)}
          <span className={styles.ofTotal}> / {timeline.tables.length}</span>
        </p>
      </div>
      <ArrivalList title={t('hostStand.summary.next')} empty={t('hostStand.summary.none')}>
        {next.map((p) => (
          <li key={p.reservation.id}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onOpen(p.reservation.id)}
            >
              {t('hostStand.summary.arrival', {
                time: label.time(p.reservation),
                name: label.guest(p.reservation),
                count: p.reservation.party_size,
              })}
            </button>
          </li>
        ))}
      </ArrivalList>
      <ArrivalList
        title={t('hostStand.summary.late')}
        empty={t('hostStand.summary.none')}
        alert={late.length > 0}
      >
        {late.map((p) => (
          <li key={p.reservation.id}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onOpen(p.reservation.id)}
            >
              {t('hostStand.summary.lateBy', {
                name: label.guest(p.reservation),
                count: p.reservation.party_size,
                minutes: now - p.start,
              })}
            </button>
          </li>
        ))}
      </ArrivalList>
    </section>
  );
}

function ArrivalList(props: {
  title: string;
  empty: string;
  alert?: boolean;
  children: React.ReactNode[];
}) {
  return (
    <div className={`${styles.figure} ${props.alert ? styles.alert : ''}`}>
      <p className={styles.summaryLabel}>{props.title}</p>
      {props.children.length === 0 ? (
        <p className={styles.none}>{props.empty}</p>
      ) : (
        <ul className={styles.arrivals}>{props.children}</ul>
      )}
    </div>
  );
}
