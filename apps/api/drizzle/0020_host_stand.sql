ALTER TABLE "reservations" DROP CONSTRAINT "reservations_party_size_range";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_party_size_range" CHECK ("reservations"."party_size" between 1 and 30);--> statement-breakpoint
-- Tells every API process which restaurants' bookings changed, when the change commits (NOTIFY
-- is transactional), so that open host stands read their timeline again: a booking, a
-- cancellation, an outcome, a walk-in, a table moved. The payload is the ids joined by commas,
-- or '*' for a statement that changed more than 100 restaurants.
CREATE FUNCTION "notify_restaurant_bookings"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_notify('restaurant_bookings',
    CASE WHEN cardinality(ids) > 100 THEN '*' ELSE array_to_string(ids, ',') END);
END
$$;--> statement-breakpoint
CREATE FUNCTION "restaurant_bookings_from_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_restaurant_bookings"(
    (SELECT array_agg(DISTINCT "restaurant_id") FROM "changed_rows"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "restaurant_bookings_on_reservation_insert" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_bookings_from_rows"();--> statement-breakpoint
CREATE TRIGGER "restaurant_bookings_on_reservation_update" AFTER UPDATE ON "reservations" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_bookings_from_rows"();--> statement-breakpoint
CREATE TRIGGER "restaurant_bookings_on_reservation_delete" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_bookings_from_rows"();--> statement-breakpoint
CREATE TRIGGER "restaurant_bookings_on_table_insert" AFTER INSERT ON "reservation_tables" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_bookings_from_rows"();--> statement-breakpoint
CREATE TRIGGER "restaurant_bookings_on_table_update" AFTER UPDATE ON "reservation_tables" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_bookings_from_rows"();--> statement-breakpoint
CREATE TRIGGER "restaurant_bookings_on_table_delete" AFTER DELETE ON "reservation_tables" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_bookings_from_rows"();
