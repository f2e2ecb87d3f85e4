/**
 * Saving chosen topic-search results as listings, never as duplicates: a result is the restaurant
 * already listed when it names one (listed_restaurant_id), or has its name and its address or
 * neighbourhood, or its website. Each name is locked for the transaction, so two people saving
 * the same place at once create it once.
 */
import { and, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Company, ListingStatus, SaveSearchResultsResponse } from '@tablefor/shared';
import type { Database } from '../../db/client.ts';
import { restaurants as r } from '../../db/schema/index.ts';
import { listingOfResult } from './saved-result-listing.ts';

type Listing = ReturnType<typeof listingOfResult>;

/** 'https://www.trattoria.example/' and 'http://trattoria.example' are the same site. */
function siteKey(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { hostname, pathname } = new URL(url);
  return `${hostname.replace(/^www\./, '')}${pathname.replace(/\/+$/, '')}`.toLowerCase();
}

async function existingListing(
  db: Database,
  company: Company,
  listing: Listing,
): Promise<number | null> {
  const alive = ne(r.status, 'removed');
  if (company.listed_restaurant_id !== null) {
    const [listed] = await db
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.id, company.listed_restaurant_id), alive));
    if (listed) return listed.id;
  }
  const samePlace: SQL[] = [
    sql`lower(${r.neighborhood}) = ${(listing.neighborhood ?? '').toLowerCase()}`,
  ];
  const street = company.location.address.toLowerCase();
  if (street) {
    samePlace.push(sql`lower(${r.address}) like ${`${escapeLike(street)}%`}`);
    samePlace.push(sql`lower(${r.cross_street}) = ${street}`);
  }
  const [byName] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(alive, sql`lower(${r.name}) = ${listing.name.toLowerCase()}`, or(...samePlace)))
    .limit(1);
  if (byName) return byName.id;

  const site = listing.website ? siteKey(listing.website) : null;
  if (!site) return null;
  const host = site.split('/')[0] ?? site;
  const sameHost = await db
    .select({ id: r.id, website: r.website })
    .from(r)
    .where(and(alive, sql`lower(${r.website}) like ${`%${escapeLike(host)}%`}`))
    .limit(50);
  return sameHost.find((row) => siteKey(row.website) === site)?.id ?? null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function saveSearchResults(
  db: Database,
  companies: Company[],
  creator: { id: number; status: ListingStatus },
): Promise<SaveSearchResultsResponse> {
  return db.transaction(async (tx) => {
    const answer: SaveSearchResultsResponse = { created: [], duplicates: [] };
    for (const [index, company] of companies.entries()) {
      const listing = listingOfResult(company);
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${listing.name.toLowerCase()}))`);
      const existing = await existingListing(tx as unknown as Database, company, listing);
      if (existing !== null) {
        answer.duplicates.push({ index, name: listing.name, restaurant_id: existing });
        continue;
      }
      const [row] = await tx
        .insert(r)
        .values({ ...listing, created_by: creator.id, status: creator.status })
        .returning({ id: r.id, name: r.name, status: r.status });
      if (!row) throw new Error('restaurant insert returned no row');
      answer.created.push({ index, ...row });
    }
    return answer;
  });
}
