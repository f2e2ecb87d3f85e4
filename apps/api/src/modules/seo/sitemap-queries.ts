/** The published restaurants a sitemap lists, in pages of a fixed size ordered by id. */
import { asc, count, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { isPublished } from '../restaurants/listing-visibility.ts';

export type SitemapPage = { page: number; lastmod: Date | null };

/** One row per page of `pageSize` restaurants, with the latest change among them. */
export async function listRestaurantSitemapPages(
  db: Database,
  pageSize: number,
): Promise<SitemapPage[]> {
  const numbered = db
    .select({
      updated_at: restaurants.updated_at,
      page: sql<number>`(row_number() over (order by ${restaurants.id}) - 1) / ${pageSize} + 1`.as(
        'page',
      ),
    })
    .from(restaurants)
    .where(isPublished())
    .as('numbered');
  const rows = await db
    .select({ page: numbered.page, lastmod: max(numbered.updated_at), total: count() })
    .from(numbered)
    .groupBy(numbered.page)
    .orderBy(numbered.page);
  return rows.map((row) => ({ page: Number(row.page), lastmod: row.lastmod }));
}

/** The restaurants of page `page` (from 1): their ids and when each last changed. */
export async function findRestaurantSitemapPage(db: Database, page: number, pageSize: number) {
  return db
    .select({ id: restaurants.id, updated_at: restaurants.updated_at })
    .from(restaurants)
    .where(isPublished())
    .orderBy(asc(restaurants.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}
