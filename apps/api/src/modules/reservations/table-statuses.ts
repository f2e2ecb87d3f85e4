/** Which reservations take a table: every status but the released ones (cancelled, declined). */
import { notInArray } from 'drizzle-orm';
import { releasedStatuses } from '@tablefor/shared';
import { reservations } from '../../db/schema/index.ts';

export const holdsTable = () => notInArray(reservations.status, [...releasedStatuses]);

/** A review counts as a verified dining only after a visit that was not cancelled or missed. */
export const notDinedStatuses = [...releasedStatuses, 'no_show'] as const;
