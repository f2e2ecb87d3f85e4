-- The "jobs" table is created by @tablefor/server-kit (ensureJobsTable), run by migrate() first.
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"source_url" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cuisine" text DEFAULT '' NOT NULL,
	"price_range" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"neighborhood" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" double precision,
	"reviews_count" integer,
	"founded_year" integer,
	"size" text,
	"latitude" double precision,
	"longitude" double precision,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || cuisine || ' ' || neighborhood || ' ' || city || ' ' || description)) STORED,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "places_source_id_unique" ON "places" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "places_search_text_trgm" ON "places" USING gin ("search_text" gin_trgm_ops);