/** GET /api/claim/restaurants/{id}: the listing as the claim shows it, its e-mail masked. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimPreviewSchema, type ClaimPreview } from '@tablefor/shared';
import { api } from '@/lib/api-client';

export const getClaimPreviewQueryOptions = (restaurantId: number) =>
  queryOptions({
    queryKey: ['claim-preview', restaurantId],
    queryFn: ({ signal }): Promise<ClaimPreview> =>
      api.get(`/api/claim/restaurants/${restaurantId}`, {
        auth: false,
        schema: claimPreviewSchema,
        signal,
      }),
    retry: false,
  });

export const useClaimPreview = (restaurantId: number) =>
  useQuery({ ...getClaimPreviewQueryOptions(restaurantId), enabled: restaurantId > 0 });
