ALTER TABLE "restaurants" ADD COLUMN "average_rating" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || cuisines || ' ' || neighborhood || ' ' || description)) STORED;--> statement-breakpoint
CREATE INDEX "restaurants_search_text_trgm" ON "restaurants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_name_trgm" ON "restaurants" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_earth_gist" ON "restaurants" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "restaurants_neighborhood_idx" ON "restaurants" USING btree (lower("neighborhood"));--> statement-breakpoint
CREATE INDEX "restaurants_rating_idx" ON "restaurants" USING btree ("average_rating");--> statement-breakpoint
CREATE INDEX "restaurants_cost_idx" ON "restaurants" USING btree ("cost");