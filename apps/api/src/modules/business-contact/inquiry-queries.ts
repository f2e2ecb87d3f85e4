/** Contact inquiries: stored as sent, listed newest first, marked handled by administrators. */
import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { ContactInquiry, ContactInquiryValues, InquiryPage } from '@tablefor/shared';
import { notFound } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { contactInquiries } from '../../db/schema/index.ts';

type InquiryRow = typeof contactInquiries.$inferSelect;

/** The server chooses exactly what leaves it, in the form's own field names. */
function presentInquiry(row: InquiryRow): ContactInquiry {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    restaurantName: row.restaurant_name,
    jobTitle: row.job_title as ContactInquiry['jobTitle'],
    numLocations: row.num_locations as ContactInquiry['numLocations'],
    contactReason: row.contact_reason as ContactInquiry['contactReason'],
    language: row.language,
    created_at: row.created_at.toISOString(),
    handled_at: row.handled_at?.toISOString() ?? null,
  };
}

export async function storeInquiry(db: Database, input: ContactInquiryValues): Promise<number> {
  const [row] = await db
    .insert(contactInquiries)
    .values({
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone_number: input.phoneNumber,
      restaurant_name: input.restaurantName,
      job_title: input.jobTitle,
      num_locations: input.numLocations,
      contact_reason: input.contactReason,
      language: input.language,
    })
    .returning({ id: contactInquiries.id });
  if (!row) throw new Error('inquiry insert returned no row');
  return row.id;
}

export async function listInquiries(
  db: Database,
  { page, pageSize, handled }: { page: number; pageSize: number; handled?: boolean },
): Promise<InquiryPage> {
  const filter: SQL | undefined =
    handled === undefined
      ? undefined
      : handled
        ? isNotNull(contactInquiries.handled_at)
        : isNull(contactInquiries.handled_at);
  const [rows, [totals], [open]] = await Promise.all([
    db
      .select()
      .from(contactInquiries)
      .where(filter)
      .orderBy(desc(contactInquiries.created_at), desc(contactInquiries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(contactInquiries).where(filter),
    db.select({ total: count() }).from(contactInquiries).where(isNull(contactInquiries.handled_at)),
  ]);
  return {
    inquiries: rows.map(presentInquiry),
    total: Number(totals?.total ?? 0),
    open: Number(open?.total ?? 0),
    page,
    pageSize,
  };
}

/** Handled keeps the first time it was marked; reopening clears it. */
export async function markInquiry(
  db: Database,
  id: number,
  handled: boolean,
  now: Date,
): Promise<ContactInquiry> {
  const [current] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
  if (!current) throw notFound('inquiry');
  const handledAt = handled ? (current.handled_at ?? now) : null;
  const [row] = await db
    .update(contactInquiries)
    .set({ handled_at: handledAt, updated_at: now })
    .where(eq(contactInquiries.id, id))
    .returning();
  if (!row) throw notFound('inquiry');
  return presentInquiry(row);
}
