/**
 * A party seated from the waitlist: a walk-in at the tables the host chose (or the first free
 * one that seats it), and the party off the line, in one transaction that starts by locking the
 * entry while it is in line, so ten identical requests seat it once.
 */
import { and, eq } from 'drizzle-orm';
import type { WaitlistSeated } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { waitlistEntries as w } from '../../db/schema/index.ts';
import { placeWalkIn, presentWalkIn, refusingTakenTables } from '../host-stand/walk-in.ts';
import { isInLine, notInLineOrMissing, readEntry } from './waitlist-line.ts';

export async function seatFromWaitlist(
  db: Database,
  entryId: number,
  { tableIds, now }: { tableIds?: number[]; now: Date },
): Promise<WaitlistSeated> {
  const placed = await refusingTakenTables(() =>
    db.transaction(async (tx) => {
      const [entry] = await tx
        .select()
        .from(w)
        .where(and(eq(w.id, entryId), isInLine()))
        .for('update');
      if (!entry) throw await notInLineOrMissing(tx, entryId);
      const input = {
        party_size: entry.party_size,
        guest_name: entry.guest_name,
        table_ids: tableIds,
      };
      const walkIn = await placeWalkIn(tx, entry.restaurant_id, input, now);
      await tx
        .update(w)
        .set({ status: 'seated', seated_at: now, reservation_id: walkIn.id, updated_at: now })
        .where(eq(w.id, entryId));
      return walkIn;
    }),
  );
  return {
    entry: await readEntry(db, entryId),
    reservation: await presentWalkIn(db, placed, now),
  };
}
