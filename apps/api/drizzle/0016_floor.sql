-- The floor: areas, tables, combinations, turn times, pacing, and the tables each reservation
-- holds. Every restaurant gets a floor derived from its covers per slot, and every upcoming
-- reservation a table where one is free (the rest stay, without a table, as conflicts).
CREATE TABLE "dining_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "dining_areas_restaurant_name" UNIQUE("restaurant_id","name")
);
--> statement-breakpoint
CREATE TABLE "dining_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"label" text NOT NULL,
	"min_covers" smallint NOT NULL,
	"max_covers" smallint NOT NULL,
	"online" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "dining_tables_restaurant_label" UNIQUE("restaurant_id","label"),
	CONSTRAINT "dining_tables_covers" CHECK (1 <= "dining_tables"."min_covers" and "dining_tables"."min_covers" <= "dining_tables"."max_covers")
);
--> statement-breakpoint
CREATE TABLE "reservation_tables" (
	"reservation_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reservation_tables_reservation_id_table_id_pk" PRIMARY KEY("reservation_id","table_id"),
	CONSTRAINT "reservation_tables_span" CHECK ("reservation_tables"."starts_at" < "reservation_tables"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "table_combination_members" (
	"combination_id" integer NOT NULL,
	"table_id" integer NOT NULL,
	CONSTRAINT "table_combination_members_combination_id_table_id_pk" PRIMARY KEY("combination_id","table_id")
);
--> statement-breakpoint
CREATE TABLE "table_combinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"min_covers" smallint NOT NULL,
	"max_covers" smallint NOT NULL,
	CONSTRAINT "table_combinations_covers" CHECK (1 <= "table_combinations"."min_covers" and "table_combinations"."min_covers" <= "table_combinations"."max_covers")
);
--> statement-breakpoint
CREATE TABLE "turn_times" (
	"restaurant_id" integer NOT NULL,
	"max_party" smallint NOT NULL,
	"minutes" smallint NOT NULL,
	CONSTRAINT "turn_times_restaurant_id_max_party_pk" PRIMARY KEY("restaurant_id","max_party"),
	CONSTRAINT "turn_times_positive" CHECK ("turn_times"."max_party" > 0 and "turn_times"."minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "pacing_max_covers" integer;--> statement-breakpoint
ALTER TABLE "dining_areas" ADD CONSTRAINT "dining_areas_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dining_tables" ADD CONSTRAINT "dining_tables_area_id_dining_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."dining_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combination_members" ADD CONSTRAINT "table_combination_members_combination_id_table_combinations_id_fk" FOREIGN KEY ("combination_id") REFERENCES "public"."table_combinations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combination_members" ADD CONSTRAINT "table_combination_members_table_id_dining_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."dining_tables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_combinations" ADD CONSTRAINT "table_combinations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turn_times" ADD CONSTRAINT "turn_times_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dining_tables_restaurant_idx" ON "dining_tables" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "reservation_tables_restaurant_time_idx" ON "reservation_tables" USING btree ("restaurant_id","starts_at");--> statement-breakpoint
CREATE INDEX "table_combinations_restaurant_idx" ON "table_combinations" USING btree ("restaurant_id");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_pacing_positive" CHECK ("restaurants"."pacing_max_covers" > 0);;--> statement-breakpoint

-- No two reservations on one table over overlapping time, whatever the code does.
ALTER TABLE "reservation_tables" ADD CONSTRAINT "reservation_tables_no_overlap"
  EXCLUDE USING gist ("table_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&);--> statement-breakpoint
-- A cancelled or declined reservation gives its tables back.
CREATE FUNCTION "release_reservation_tables"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "reservation_tables" WHERE "reservation_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reservation_tables_on_release" AFTER UPDATE OF "status" ON "reservations"
  FOR EACH ROW WHEN (NEW."status" IN ('cancelled', 'declined'))
  EXECUTE FUNCTION "release_reservation_tables"();--> statement-breakpoint
-- Each restaurant's floor from its covers per slot C: a 6-top per 16 covers, three fifths of
-- the rest in 4-tops, the remainder in 2-tops, one room; pairs of 2-tops and of 4-tops combine.
INSERT INTO "dining_areas" ("restaurant_id", "name") SELECT "id", 'Main room' FROM "restaurants";--> statement-breakpoint
INSERT INTO "dining_tables" ("restaurant_id", "area_id", "label", "min_covers", "max_covers", "position")
SELECT r."id", a."id", n::text,
  CASE WHEN n <= c.twos THEN 1 WHEN n <= c.twos + c.fours THEN 2 ELSE 3 END,
  CASE WHEN n <= c.twos THEN 2 WHEN n <= c.twos + c.fours THEN 4 ELSE 6 END,
  n
FROM "restaurants" r
JOIN "dining_areas" a ON a."restaurant_id" = r."id"
CROSS JOIN LATERAL (SELECT r."capacity_per_slot" / 16 AS sixes) s
CROSS JOIN LATERAL (SELECT ((r."capacity_per_slot" - 6 * s.sixes) * 3 / 5) / 4 AS fours) f
CROSS JOIN LATERAL (
  SELECT s.sixes, f.fours,
    GREATEST(1, (r."capacity_per_slot" - 6 * s.sixes - 4 * f.fours + 1) / 2) AS twos
) c
CROSS JOIN LATERAL generate_series(1, c.twos + c.fours + c.sixes) n;--> statement-breakpoint
-- Tables 1+2 and 3+4 when both are 2-tops (3-4 guests); the first two 4-tops (5-8 guests).
DO $$
DECLARE
  pair record;
  combination integer;
BEGIN
  FOR pair IN
    SELECT t."restaurant_id", t."id" AS first_id, u."id" AS second_id, t."max_covers"
    FROM "dining_tables" t
    JOIN "dining_tables" u ON u."restaurant_id" = t."restaurant_id"
      AND u."position" = t."position" + 1 AND u."max_covers" = t."max_covers"
    WHERE (t."max_covers" = 2 AND t."position" IN (1, 3))
      OR (t."max_covers" = 4 AND NOT EXISTS (
        SELECT 1 FROM "dining_tables" e WHERE e."restaurant_id" = t."restaurant_id"
          AND e."max_covers" = 4 AND e."position" < t."position"))
    ORDER BY t."restaurant_id", t."position"
  LOOP
    INSERT INTO "table_combinations" ("restaurant_id", "min_covers", "max_covers")
    VALUES (pair."restaurant_id", pair."max_covers" + 1, 2 * pair."max_covers")
    RETURNING "id" INTO combination;
    INSERT INTO "table_combination_members" VALUES
      (combination, pair.first_id), (combination, pair.second_id);
  END LOOP;
END
$$;--> statement-breakpoint
-- Turn times from the old dining duration D: 1-2 guests D, 3-4 D+15, 5-6 D+30, 7 and more D+60.
INSERT INTO "turn_times" ("restaurant_id", "max_party", "minutes")
SELECT r."id", p.max_party, r."dining_duration_minutes" + p.extra
FROM "restaurants" r
CROSS JOIN (VALUES (2, 0), (4, 15), (6, 30), (7, 60)) AS p(max_party, extra);--> statement-breakpoint
-- Every upcoming reservation, earliest first, takes the smallest free table that seats it, or
-- else the smallest free combination; one that none can take keeps no table (a conflict).
DO $$
DECLARE
  r record;
  turn integer;
  chosen integer;
BEGIN
  FOR r IN
    SELECT "id", "restaurant_id", "party_size", "reservation_time" FROM "reservations"
    WHERE "status" NOT IN ('cancelled', 'declined') AND "reservation_time" > now()
    ORDER BY "reservation_time", "id"
  LOOP
    SELECT "minutes" INTO turn FROM "turn_times"
    WHERE "restaurant_id" = r."restaurant_id"
    ORDER BY ("max_party" >= r."party_size") DESC,
      CASE WHEN "max_party" >= r."party_size" THEN "max_party" ELSE -"max_party" END
    LIMIT 1;
    SELECT t."id" INTO chosen FROM "dining_tables" t
    WHERE t."restaurant_id" = r."restaurant_id"
      AND r."party_size" BETWEEN t."min_covers" AND t."max_covers"
      AND NOT EXISTS (
        SELECT 1 FROM "reservation_tables" h WHERE h."table_id" = t."id"
          AND tstzrange(h."starts_at", h."ends_at") &&
            tstzrange(r."reservation_time", r."reservation_time" + make_interval(mins => turn)))
    ORDER BY t."max_covers", t."min_covers", t."id"
    LIMIT 1;
    IF chosen IS NOT NULL THEN
      INSERT INTO "reservation_tables" VALUES (r."id", chosen, r."restaurant_id",
        r."reservation_time", r."reservation_time" + make_interval(mins => turn));
      CONTINUE;
    END IF;
    SELECT c."id" INTO chosen FROM "table_combinations" c
    WHERE c."restaurant_id" = r."restaurant_id"
      AND r."party_size" BETWEEN c."min_covers" AND c."max_covers"
      AND NOT EXISTS (
        SELECT 1 FROM "table_combination_members" m
        JOIN "reservation_tables" h ON h."table_id" = m."table_id"
        WHERE m."combination_id" = c."id"
          AND tstzrange(h."starts_at", h."ends_at") &&
            tstzrange(r."reservation_time", r."reservation_time" + make_interval(mins => turn)))
    ORDER BY c."max_covers", c."min_covers", c."id"
    LIMIT 1;
    IF chosen IS NOT NULL THEN
      INSERT INTO "reservation_tables"
      SELECT r."id", m."table_id", r."restaurant_id", r."reservation_time",
        r."reservation_time" + make_interval(mins => turn)
      FROM "table_combination_members" m WHERE m."combination_id" = chosen;
    END IF;
  END LOOP;
END
$$;
