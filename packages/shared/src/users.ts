/** Admin user listing contracts. */
import { z } from 'zod';
import { userSchema } from './auth.ts';

export const usersListResponseSchema = z.object({ users: z.array(userSchema) });
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;
