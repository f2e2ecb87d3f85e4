/** GET /api/restaurants/{id}/business-email (its owners and administrators): where claim codes go. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessEmailSchema } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const getBusinessEmailQueryOptions = (restaurantId: number) =>
  queryOptions({
    queryKey: adminKeys.businessEmail(restaurantId),
    queryFn: ({ signal }) =>
      api.get(`/api/restaurants/${restaurantId}/business-email`, {
        schema: businessEmailSchema,
        signal,
      }),
    select: (data) => data.business_email,
  });

export const useBusinessEmail = (restaurantId: number) =>
  useQuery(getBusinessEmailQueryOptions(restaurantId));
