/** POST /api/owner/restaurants/{id}/walk-ins: a party without a booking seated now. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  timelineReservationSchema,
  type TimelineReservation,
  type WalkInInput,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ownerConsoleKeys } from './owner-console-keys';

export function seatWalkIn(restaurantId: number, input: WalkInInput): Promise<TimelineReservation> {
  return api.post(`/api/owner/restaurants/${restaurantId}/walk-ins`, input, {
    schema: timelineReservationSchema,
  });
}

export function useSeatWalkIn(
  restaurantId: number,
  onSeated: (seated: TimelineReservation) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WalkInInput) => seatWalkIn(restaurantId, input),
    onSuccess: (seated) => {
      onSeated(seated);
      return queryClient.invalidateQueries({ queryKey: ownerConsoleKeys.all });
    },
  });
}
