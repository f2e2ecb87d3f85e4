/** A reservation on the timeline: a button over its tables' rows and its turn's columns. */
import type { CSSProperties } from 'react';
import type { TimelineReservation } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import type { Block } from '../lib/timeline-layout';
import { canMove } from '../lib/reservation-moves';
import { GRID_MINUTES } from '../lib/timeline-clock';
import { useReservationLabel } from './reservation-label';
import styles from './host-timeline.module.css';

/** The CSS modules' names are camel-cased ('no_show' is .noShow). */
const STATUS_CLASS: Record<TimelineReservation['status'], string | undefined> = {
  pending_callback: styles.pendingCallback,
  confirmed: styles.confirmed,
  seated: styles.seated,
  completed: styles.completed,
  no_show: styles.noShow,
  cancelled: styles.completed,
  declined: styles.completed,
  held: styles.held,
  lapsed: styles.completed,
};

type TimelineBlockProps = {
  block: Block;
  /** Its first grid row (after the hours' row and the rows above). */
  gridRow: number;
  late: boolean;
  onOpen: (reservationId: number) => void;
  onDragStart: (reservation: TimelineReservation) => void;
  onDragEnd: () => void;
};

export function TimelineBlock(props: TimelineBlockProps) {
  const { block, gridRow, late, onOpen, onDragStart, onDragEnd } = props;
  const { t } = useTranslation();
  const label = useReservationLabel();
  const { reservation } = block;
  const style: CSSProperties = {
    gridRow: `${gridRow} / span ${block.rows}`,
    gridColumn: `${block.column + 2} / span ${block.columns}`,
    marginLeft: `calc(var(--slot) * ${block.insetStart / GRID_MINUTES} + 2px)`,
    marginRight: `calc(var(--slot) * ${block.insetEnd / GRID_MINUTES} + 2px)`,
  };
  return (
    <button
      type="button"
      className={`${styles.block} ${STATUS_CLASS[reservation.status] ?? ''} ${late ? styles.late : ''}`}
      style={style}
      aria-label={label.name(reservation)}
      onClick={() => onOpen(reservation.id)}
      draggable={canMove(reservation)}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(reservation.id));
        onDragStart(reservation);
      }}
      onDragEnd={onDragEnd}
    >
      <span className={styles.blockName}>{label.guest(reservation)}</span>
      <span className={styles.blockMeta} aria-hidden="true">
        <span className={styles.blockParty}>{reservation.party_size}</span>
        {reservation.status === 'pending_callback' && (
          <span className={styles.blockFlag}>{t('hostStand.grid.callback')}</span>
        )}
        {block.joined && <span className={styles.blockFlag}>{t('hostStand.grid.joined')}</span>}
        {reservation.status !== 'confirmed' && reservation.status !== 'pending_callback' && (
          <span className={styles.blockStatus}>
            {t(`ownerConsole.status.${reservation.status}`)}
          </span>
        )}
      </span>
    </button>
  );
}
