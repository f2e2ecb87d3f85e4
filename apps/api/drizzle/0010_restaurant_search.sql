CREATE TABLE "restaurant_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cost" smallint NOT NULL,
	"neighborhood" text NOT NULL,
	"cuisines" text NOT NULL,
	"dining_style" text NOT NULL,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"average_rating" double precision NOT NULL,
	"review_count" integer NOT NULL,
	"total_num_reservations" integer NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_search" ADD CONSTRAINT "restaurant_search_id_restaurants_id_fk" FOREIGN KEY ("id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurant_search_text_trgm" ON "restaurant_search" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurant_search_neighborhood_idx" ON "restaurant_search" USING btree (lower("neighborhood"));--> statement-breakpoint
CREATE FUNCTION "restaurant_search_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "restaurant_search" s USING "changed_restaurants" c
    WHERE s."id" = c."id" AND c."status" <> 'published';
  -- An update in place, and none when nothing searchable changed: unchanged indexed columns
  -- let PostgreSQL reuse the page (a HOT update), which matters where no autovacuum runs.
  INSERT INTO "restaurant_search" ("id", "name", "cost", "neighborhood", "cuisines", "dining_style", "location", "latitude", "longitude", "average_rating", "review_count", "total_num_reservations", "search_text")
    SELECT "id", "name", "cost", "neighborhood", "cuisines", "dining_style", "location", "latitude", "longitude", "average_rating", "review_count", "total_num_reservations", "search_text"
    FROM "changed_restaurants" WHERE "status" = 'published'
    ON CONFLICT ("id") DO UPDATE SET "name" = excluded."name", "cost" = excluded."cost", "neighborhood" = excluded."neighborhood", "cuisines" = excluded."cuisines", "dining_style" = excluded."dining_style", "location" = excluded."location", "latitude" = excluded."latitude", "longitude" = excluded."longitude", "average_rating" = excluded."average_rating", "review_count" = excluded."review_count", "total_num_reservations" = excluded."total_num_reservations", "search_text" = excluded."search_text"
    WHERE "restaurant_search" IS DISTINCT FROM excluded;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "restaurant_search_on_insert" AFTER INSERT ON "restaurants" REFERENCING NEW TABLE AS "changed_restaurants" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_search_refresh"();--> statement-breakpoint
CREATE TRIGGER "restaurant_search_on_update" AFTER UPDATE ON "restaurants" REFERENCING NEW TABLE AS "changed_restaurants" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_search_refresh"();--> statement-breakpoint
INSERT INTO "restaurant_search" ("id", "name", "cost", "neighborhood", "cuisines", "dining_style", "location", "latitude", "longitude", "average_rating", "review_count", "total_num_reservations", "search_text")
  SELECT "id", "name", "cost", "neighborhood", "cuisines", "dining_style", "location", "latitude", "longitude", "average_rating", "review_count", "total_num_reservations", "search_text"
  FROM "restaurants" WHERE "status" = 'published';
