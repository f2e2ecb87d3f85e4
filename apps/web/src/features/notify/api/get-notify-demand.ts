/** GET /api/owner/restaurants/{id}/notify-demand: what diners asked Notify for, day by day. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { notifyDemandSchema, type NotifyDemand } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { notifyKeys } from './notify-keys';

export function getNotifyDemand(restaurantId: number, signal?: AbortSignal): Promise<NotifyDemand> {
  return api.get(`/api/owner/restaurants/${restaurantId}/notify-demand`, {
    schema: notifyDemandSchema,
    signal,
  });
}

export const getNotifyDemandQueryOptions = (restaurantId: number) =>
  queryOptions({
    queryKey: notifyKeys.demand(restaurantId),
    queryFn: ({ signal }) => getNotifyDemand(restaurantId, signal),
  });

export function useNotifyDemand(restaurantId: number) {
  return useQuery(getNotifyDemandQueryOptions(restaurantId));
}
