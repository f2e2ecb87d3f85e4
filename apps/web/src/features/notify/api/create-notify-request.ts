/** POST /api/restaurants/{id}/notify-requests: ask to be told when a table fits. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyRequestSchema, type NotifyRequest, type NotifyRequestInput } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { notifyKeys } from './notify-keys';

export function createNotifyRequest(
  restaurantId: number,
  input: NotifyRequestInput,
): Promise<NotifyRequest> {
  return api.post(`/api/restaurants/${restaurantId}/notify-requests`, input, {
    schema: notifyRequestSchema,
  });
}

export function useCreateNotifyRequest(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotifyRequestInput) => createNotifyRequest(restaurantId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notifyKeys.all }),
  });
}
