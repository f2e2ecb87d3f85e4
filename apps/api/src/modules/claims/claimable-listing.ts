/**
 * The listing a claim is about: only published listings can be claimed, so a pending, rejected or
 * removed one answers the same 404 as an unknown id (its existence is not revealed).
 */
import { and, eq } from 'drizzle-orm';
import type { ClaimPreview } from '@tablefor/shared';
import { notFound } from '@tablefor/server-kit';
import type { Database } from '../../db/client.ts';
import { restaurants as r } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';
import { maskEmail } from './claim-address.ts';

const listingColumns = {
  id: r.id,
  name: r.name,
  business_email: r.business_email,
  website: r.website,
  address: r.address,
  neighborhood: r.neighborhood,
  cuisines: r.cuisines,
  preview_img: r.preview_img,
};

/**
 * `lock` takes the listing's row for the transaction, so the cooldown and the per-listing cap are
 * checked and written by one request at a time.
 */
export async function findClaimableListing(db: Database, id: number, { lock = false } = {}) {
  const query = db
    .select(listingColumns)
    .from(r)
    .where(and(eq(r.id, id), isPublished()));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('restaurant');
  return row;
}

export async function findClaimPreview(db: Database, id: number): Promise<ClaimPreview> {
  const row = await findClaimableListing(db, id);
  return {
    id: row.id,
    name: row.name,
    address: row.address || row.neighborhood,
    cuisine: row.cuisines,
    image_url: row.preview_img,
    masked_email: row.business_email ? maskEmail(row.business_email) : null,
    has_business_email: row.business_email !== '',
  };
}
