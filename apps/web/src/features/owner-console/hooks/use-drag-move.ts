/**
 * Moving a party by dragging its block onto another table's row (pointer users; the keyboard
 * path is the block's dialog). Only rows of single tables free for the party's whole turn take a
 * drop; the server's refusal, if any, is said and nothing moves.
 */
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Timeline, TimelineReservation } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { moveToTable } from '../api/move-to-table';
import { ownerConsoleKeys } from '../api/owner-console-keys';
import { failureMessages } from '../lib/console-failure';
import { moveTargets } from '../lib/timeline-holds';
import '@/i18n/bundles/host-stand-texts';

export type PageNotice = { tone: 'success' | 'danger'; text: string };

type Drop = { reservation: TimelineReservation; name: string; tableId: number; label: string };

export function useDragMove(timeline: Timeline, onNotice: (notice: PageNotice) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [dragging, setDragging] = useState<TimelineReservation | null>(null);
  const targets = useMemo(
    () =>
      new Set(
        dragging
          ? moveTargets(timeline, dragging)
              .filter((seating) => seating.table_ids.length === 1)
              .map((seating) => seating.table_ids[0])
          : [],
      ),
    [timeline, dragging],
  );
  const move = useMutation({
    mutationFn: ({ reservation, tableId }: Drop) =>
      moveToTable(reservation.id, { table_ids: [tableId] }),
    onSuccess: (_, { name, label }) => {
      onNotice({ tone: 'success', text: t('hostStand.move.done', { name, label }) });
      return queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.all });
    },
    onError: (error) =>
      onNotice({
        tone: 'danger',
        text: failureMessages(error, t, t('hostStand.move.failed')).join(' '),
      }),
  });

  return {
    dragging,
    /** Whether the row of `tableId` takes the dragged party. */
    accepts: (tableId: number) => targets.has(tableId),
    start: (reservation: TimelineReservation) => setDragging(reservation),
    end: () => setDragging(null),
    drop: (tableId: number, label: string, name: string) => {
      if (dragging && targets.has(tableId)) {
        move.mutate({ reservation: dragging, name, tableId, label });
      }
      setDragging(null);
    },
  };
}
