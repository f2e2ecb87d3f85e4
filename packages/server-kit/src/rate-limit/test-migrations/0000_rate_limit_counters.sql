-- Unlogged: a counter is worth no disk flush; after a crash the table starts empty, which only
-- forgives the requests counted so far (drizzle-kit cannot say UNLOGGED, so written by hand).
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL
);
