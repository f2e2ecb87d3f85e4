ALTER TABLE "restaurants" ADD COLUMN "largest_party" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The largest party one online table or combination of online tables seats, per restaurant.
UPDATE "restaurants" r SET "largest_party" = coalesce((
  SELECT max(seats) FROM (
    SELECT t."max_covers" AS seats FROM "dining_tables" t
    WHERE t."restaurant_id" = r."id" AND t."online"
    UNION ALL
    SELECT c."max_covers" FROM "table_combinations" c
    WHERE c."restaurant_id" = r."id" AND NOT EXISTS (
      SELECT 1 FROM "table_combination_members" m JOIN "dining_tables" t ON t."id" = m."table_id"
      WHERE m."combination_id" = c."id" AND NOT t."online")
  ) places), 0);
