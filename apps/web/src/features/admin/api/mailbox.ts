/** GET /api/admin/mailbox: the development mailbox, newest first, for one address or all. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mailboxResponseSchema } from '@tablefor/shared';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const MAILBOX_LIMIT = 50;

export const getMailboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: adminKeys.mailbox(to),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(MAILBOX_LIMIT) });
      if (to) params.set('to', to);
      return api.get(`/api/admin/mailbox?${params.toString()}`, {
        schema: mailboxResponseSchema,
        signal,
      });
    },
  });

export const useMailbox = (to: string) =>
  useQuery({ ...getMailboxQueryOptions(to), placeholderData: keepPreviousData });
