/**
 * The host stand's grid (tablet and wider): a row per table under its area's heading, the
 * service's time across in 15-minute columns with the hours labelled, each reservation a block
 * over its turn, and a line at the current minute on today's date.
 */
import { useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { formatClock, type Timeline } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { GRID_MINUTES, wallClock } from '../lib/timeline-clock';
import { holdsTable } from '../lib/timeline-holds';
import {
  hourMarks,
  placeBlocks,
  timelineRows,
  timeSpanOf,
  type TimeSpan,
} from '../lib/timeline-layout';
import type { useDragMove } from '../hooks/use-drag-move';
import { TimelineBlock } from './timeline-block';
import styles from './host-timeline.module.css';
import '@/i18n/bundles/host-stand-texts';

type HostTimelineProps = {
  timeline: Timeline;
  /** Minutes into the service day, on today's date only. */
  now: number | null;
  lateIds: ReadonlySet<number>;
  onOpen: (reservationId: number) => void;
  /** Dragging a block onto another table's row moves the party (pointer users). */
  drag: ReturnType<typeof useDragMove>;
};

const column = (minutes: number, span: TimeSpan) => (minutes - span.start) / GRID_MINUTES;

export function HostTimeline({ timeline, now, lateIds, onOpen, drag }: HostTimelineProps) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const span = useMemo(() => timeSpanOf(timeline), [timeline]);
  const rows = useMemo(() => timelineRows(timeline, t('hostStand.grid.otherArea')), [timeline, t]);
  const blocks = useMemo(() => placeBlocks(timeline, rows, span), [timeline, rows, span]);
  const columns = (span.end - span.start) / GRID_MINUTES;
  const showNow = now !== null && now >= span.start && now <= span.end;

  // Opens an hour before now, or earlier where a party still at its table sat down before that.
  const sitting = blocks
    .filter(
      (b) => holdsTable(b.reservation) && now !== null && b.column + b.columns > column(now, span),
    )
    .map((b) => b.column);
  const scrollTo = showNow ? Math.max(Math.min(column(now, span) - 4, ...sitting) - 1, 0) : 0;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const slot = parseFloat(getComputedStyle(element).getPropertyValue('--slot-px')) || 36;
    element.scrollLeft = scrollTo * slot;
    // Only when the day or the restaurant changes, not on every frame of the stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeline.date, timeline.restaurant.id]);

  const grid: CSSProperties = {
    gridTemplateColumns: `var(--label-width) repeat(${columns}, var(--slot))`,
    gridTemplateRows: [
      'var(--hours-row)',
      ...rows.map((r) => (r.kind === 'area' ? 'var(--area-row)' : 'var(--table-row)')),
    ].join(' '),
  };

  return (
    <div
      className={styles.scroller}
      ref={scroller}
      role="region"
      aria-label={t('hostStand.grid.label')}
      tabIndex={0}
    >
      <div className={`${styles.grid} ${drag.dragging ? styles.dragging : ''}`} style={grid}>
        <div className={styles.corner} style={{ gridRow: 1, gridColumn: 1 }} />
        {hourMarks(span).map((minutes) => (
          <div
            key={minutes}
            className={styles.hour}
            style={{ gridRow: 1, gridColumn: `${column(minutes, span) + 2} / span 4` }}
          >
            {formatClock(wallClock(minutes), i18n.language)}
          </div>
        ))}
        {rows.map((row, index) =>
          row.kind === 'area' ? (
            <h3
              key={row.key}
              className={styles.area}
              style={{ gridRow: index + 2, gridColumn: '1 / -1' }}
            >
              <span className={styles.areaName}>{row.name}</span>
            </h3>
          ) : (
            <TableRow
              key={row.key}
              index={index}
              label={row.label}
              seats={row.seats}
              drop={
                drag.dragging && drag.accepts(row.tableId)
                  ? () =>
                      drag.drop(
                        row.tableId,
                        row.label,
                        drag.dragging?.guest_name || t('hostStand.grid.walkIn'),
                      )
                  : null
              }
            >
              {blocks
                .filter((block) => block.row === index)
                .map((block) => (
                  <TimelineBlock
                    key={`${block.reservation.id}-${block.tableId}`}
                    block={block}
                    gridRow={index + 2}
                    late={lateIds.has(block.reservation.id)}
                    onOpen={onOpen}
                    onDragStart={drag.start}
                    onDragEnd={drag.end}
                  />
                ))}
            </TableRow>
          ),
        )}
        {showNow && (
          <div
            className={styles.now}
            style={{
              gridColumn: `${Math.floor(column(now, span)) + 2}`,
              gridRow: `1 / ${rows.length + 2}`,
              marginLeft: `calc(var(--slot) * ${column(now, span) % 1})`,
            }}
          >
            <span className="visually-hidden">
              {t('hostStand.grid.now', { time: formatClock(wallClock(now), i18n.language) })}
            </span>
          </div>
        )}
      </div>
    </div>
  );
}

function TableRow(props: {
  index: number;
  label: string;
  seats: string;
  /** While a block is dragged: the move onto this row, when the row takes it. */
  drop: (() => void) | null;
  children: React.ReactNode;
}) {
  const { drop } = props;
  const { t } = useTranslation();
  const gridRow = props.index + 2;
  return (
    <>
      <div className={styles.tableLabel} style={{ gridRow, gridColumn: 1 }}>
        <span className={styles.tableName}>
          {t('hostStand.grid.table', { label: props.label })}
        </span>
        <span className={styles.tableSeats}>
          {t('hostStand.grid.seats', { seats: props.seats })}
        </span>
      </div>
      <div
        className={`${styles.track} ${drop ? styles.dropTarget : ''}`}
        style={{ gridRow, gridColumn: '2 / -1' }}
        aria-hidden="true"
        data-table={props.label}
        onDragOver={(event) => {
          if (!drop) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
        }}
        onDrop={(event) => {
          if (!drop) return;
          event.preventDefault();
          drop();
        }}
      />
      {props.children}
    </>
  );
}
