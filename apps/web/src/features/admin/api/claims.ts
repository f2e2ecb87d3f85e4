/**
 * The Claims view's calls: GET /api/admin/claims (pending first; every page counts the pending
 * ones, which the dashboard's badge shows), approve, reject with a reason, and a claim's file.
 */
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  claimPageSchema,
  reviewedClaimSchema,
  type ClaimPage,
  type RejectClaimInput,
  type ReviewedClaim,
} from '@tablefor/shared';
import { api, apiBlob } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, type ClaimListParams } from './admin-keys';

export function getClaims(
  { filter, page }: ClaimListParams,
  signal?: AbortSignal,
): Promise<ClaimPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (filter !== 'all') params.set('status', filter);
  return api.get(`/api/admin/claims?${params.toString()}`, { schema: claimPageSchema, signal });
}

export const getClaimsQueryOptions = (params: ClaimListParams) =>
  queryOptions({
    queryKey: adminKeys.claimPage(params),
    queryFn: ({ signal }) => getClaims(params, signal),
  });

export function useClaims(params: ClaimListParams) {
  return useQuery({
    ...getClaimsQueryOptions(params),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2].filter === params.filter ? keepPreviousData(previous) : undefined,
  });
}

/** How many claims wait for a decision (undefined until known). */
export function usePendingClaimCount(): number | undefined {
  return useQuery({
    ...getClaimsQueryOptions({ filter: 'pending', page: 1 }),
    select: (data) => data.pending,
  }).data;
}

export type ClaimDecision = { id: number } & (
  { approve: true } | ({ approve: false } & RejectClaimInput)
);

export function decideClaim(decision: ClaimDecision): Promise<ReviewedClaim> {
  const path = `/api/admin/claims/${decision.id}/${decision.approve ? 'approve' : 'reject'}`;
  const body = decision.approve ? undefined : { reason: decision.reason };
  return api.post(path, body, { schema: reviewedClaimSchema });
}

/**
 * Approve or reject; then every claims page (and the badge) is read again. `onDecided` runs first,
 * so the panel can say so though the card that asked leaves the pending list. A refusal (decided
 * meanwhile) reads nothing again: the card stays, with the API's reason.
 */
export function useDecideClaim({ onDecided }: { onDecided?: (claim: ReviewedClaim) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideClaim,
    onSuccess: async (claim) => {
      onDecided?.(claim);
      await queryClient.invalidateQueries({ queryKey: adminKeys.claims });
    },
  });
}

/**
 * A claim's file: its `url` answers the bytes to administrators only, so it is read with the
 * bearer token; the bytes never change, so a photo's thumbnail and its opening share one read.
 */
export const getClaimFileQueryOptions = (url: string) =>
  queryOptions({
    queryKey: adminKeys.claimFile(url),
    queryFn: () => apiBlob(url),
    staleTime: Infinity,
  });

export const useClaimFile = (url: string) => useQuery(getClaimFileQueryOptions(url));
