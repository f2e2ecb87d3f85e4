/**
 * DELETE /api/notify-requests/{id}: the diner cancels a request; an offered one releases its held
 * table, which the restaurant's availability then shows again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotifyRequest } from '@tablefor/shared';
import { availabilityKeys } from '@/features/availability';
import { api } from '@/lib/api-client';
import { notifyKeys } from './notify-keys';

export function cancelNotifyRequest(requestId: number): Promise<void> {
  return api.delete(`/api/notify-requests/${requestId}`);
}

export function useCancelNotifyRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NotifyRequest) => cancelNotifyRequest(request.id),
    onSuccess: (_nothing, request) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notifyKeys.all }),
        queryClient.invalidateQueries({
          queryKey: availabilityKeys.ofRestaurant(request.restaurant.id),
        }),
      ]),
  });
}
