/** The administrators' user management contracts: one page of users, a role change, a deletion. */
import { z } from 'zod';
import {
  USER_LIST_MAX_PAGE,
  USER_LIST_MAX_PAGE_SIZE,
  USER_LIST_PAGE_SIZE,
  USER_SEARCH_MAX_LENGTH,
  userAdminCodes as m,
} from './user-admin.ts';
import { usersListResponseSchema } from './users.ts';

/** GET /api/users: `q` matches username, e-mail, first or last name, whatever the case. */
export const userListQuerySchema = z.object({
  page: z.coerce
    .number({ error: m.pageNumber })
    .int({ error: m.pageWhole })
    .min(1, { error: m.pageRange })
    .max(USER_LIST_MAX_PAGE, { error: m.pageRange })
    .default(1),
  pageSize: z.coerce
    .number({ error: m.pageSizeNumber })
    .int({ error: m.pageSizeWhole })
    .min(1, { error: m.pageSizeRange })
    .max(USER_LIST_MAX_PAGE_SIZE, { error: m.pageSizeRange })
    .default(USER_LIST_PAGE_SIZE),
  q: z
    .string()
    .trim()
    .max(USER_SEARCH_MAX_LENGTH, { error: m.queryTooLong })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** The spec's `{ users }`, one page at a time, ordered by id. */
export const userPageSchema = usersListResponseSchema.extend({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserPage = z.infer<typeof userPageSchema>;

/** PUT /api/users/{id}: the Role select, User or Administrator. */
export const updateUserRoleInputSchema = z.object({
  is_admin: z.boolean({ error: m.roleRequired }),
});
export type UpdateUserRoleInput = z.input<typeof updateUserRoleInputSchema>;

/** DELETE /api/users/{id}. */
export const deletedUserSchema = z.object({ id: z.number().int() });
export type DeletedUser = z.infer<typeof deletedUserSchema>;
