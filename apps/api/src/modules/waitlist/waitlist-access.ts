/** Who may change a waitlist entry: its restaurant's owners and administrators (403 to others). */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { authCodes } from '@tablefor/shared';
import { forbidden, problem } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema/index.ts';
import { requireViewer } from '../../http/authenticate.ts';
import { pathId } from '../../http/id-param.ts';
import { ownsRestaurant } from '../restaurants/restaurant-owners.ts';

export const entryId = (params: unknown) => pathId(params, 'waitlist entry', 'entryId');

/** For `/:entryId` routes: anyone but the owners gets 403 whether or not the entry exists. */
export const entryOwnersOrAdministrators = (db: Database) =>
  async function entryOwnersOnly(request: FastifyRequest): Promise<void> {
    const { user } = await requireViewer(request);
    if (user.is_admin) return;
    const [row] = await db
      .select({ restaurant_id: waitlistEntries.restaurant_id })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.id, entryId(request.params)));
    if (!row || !(await ownsRestaurant(db, row.restaurant_id, user.id))) {
      throw forbidden(problem('auth', authCodes.ownersOnly));
    }
  };
