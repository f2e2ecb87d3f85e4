/** GET /api/users: one page of accounts for the administrators, optionally matching `q`. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userPageSchema, type UserPage } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, adminKeys, type ListParams } from './admin-keys';

export function usersSearchParams({ search, page }: ListParams): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), pageSize: String(ADMIN_PAGE_SIZE) });
  if (search) params.set('q', search);
  return params;
}

export function getUsers(params: ListParams, signal?: AbortSignal): Promise<UserPage> {
  return api.get(`/api/users?${usersSearchParams(params).toString()}`, {
    schema: userPageSchema,
    signal,
  });
}

export const getUsersQueryOptions = (params: ListParams) =>
  queryOptions({
    queryKey: adminKeys.userPage(params),
    queryFn: ({ signal }) => getUsers(params, signal),
  });

export function useUsers(params: ListParams) {
  return useQuery({ ...getUsersQueryOptions(params), placeholderData: keepPreviousData });
}
