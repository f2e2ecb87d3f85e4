CREATE TABLE "notify_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"from_time" text NOT NULL,
	"to_time" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"party_size" smallint NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"reservation_id" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_requests_status_valid" CHECK ("notify_requests"."status" in ('waiting', 'offered', 'booked', 'missed', 'expired', 'cancelled')),
	CONSTRAINT "notify_requests_window_order" CHECK ("notify_requests"."from_time" <= "notify_requests"."to_time"),
	CONSTRAINT "notify_requests_party_size_range" CHECK ("notify_requests"."party_size" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"transport" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "text_messages_transport_valid" CHECK ("text_messages"."transport" is null or "text_messages"."transport" in ('provider', 'outbox'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"guest_name" text NOT NULL,
	"party_size" smallint NOT NULL,
	"phone_number" text,
	"email" text,
	"notes" text,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"position" double precision NOT NULL,
	"quoted_minutes" integer NOT NULL,
	"notified_at" timestamp with time zone,
	"seated_at" timestamp with time zone,
	"reservation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_status_valid" CHECK ("waitlist_entries"."status" in ('waiting', 'notified', 'seated', 'left')),
	CONSTRAINT "waitlist_entries_party_size_range" CHECK ("waitlist_entries"."party_size" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_valid";--> statement-breakpoint
ALTER TABLE "notify_requests" ADD CONSTRAINT "notify_requests_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_requests" ADD CONSTRAINT "notify_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_requests" ADD CONSTRAINT "notify_requests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notify_requests_queue_idx" ON "notify_requests" USING btree ("restaurant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "notify_requests_user_idx" ON "notify_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_requests_open_unique" ON "notify_requests" USING btree ("user_id","restaurant_id","date") WHERE "notify_requests"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "text_messages_delivered_idx" ON "text_messages" USING btree ("transport","delivered_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("restaurant_id","status","position");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_valid" CHECK ("reservations"."status" in ('pending_callback', 'confirmed', 'cancelled', 'declined', 'seated', 'completed', 'no_show', 'held', 'lapsed'));
--> statement-breakpoint
-- A lapsed offer gives its tables back, as a cancelled or declined reservation does.
DROP TRIGGER "reservation_tables_on_release" ON "reservations";--> statement-breakpoint
CREATE TRIGGER "reservation_tables_on_release" AFTER UPDATE OF "status" ON "reservations"
  FOR EACH ROW WHEN (NEW."status" IN ('cancelled', 'declined', 'lapsed'))
  EXECUTE FUNCTION "release_reservation_tables"();--> statement-breakpoint
-- A table freed or shortened, however it happened (a cancellation, a declined callback, a move, a
-- floor change, a no-show or an early departure, an offer that lapsed), queues one job per
-- restaurant that offers free tables to its waiting Notify requests, when it has any and no
-- such job is pending yet. The job runs under the restaurant's lock, so one process offers a table.
CREATE FUNCTION "queue_notify_offers"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "jobs" ("queue", "payload", "max_attempts")
  SELECT 'notify-offers', jsonb_build_object('restaurant_id', waiting."restaurant_id"), 5
  FROM (
    SELECT DISTINCT n."restaurant_id" FROM "notify_requests" n
    WHERE n."restaurant_id" = ANY (ids) AND n."status" = 'waiting' AND n."window_end" > now()
  ) waiting
  WHERE NOT EXISTS (
    SELECT 1 FROM "jobs" j
    WHERE j."queue" = 'notify-offers' AND j."status" = 'pending'
      AND j."payload" = jsonb_build_object('restaurant_id', waiting."restaurant_id"));
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_offers_from_freed_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "queue_notify_offers"((SELECT array_agg(DISTINCT "restaurant_id") FROM "freed_rows"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notify_offers_on_table_delete" AFTER DELETE ON "reservation_tables" REFERENCING OLD TABLE AS "freed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_offers_from_freed_rows"();--> statement-breakpoint
CREATE TRIGGER "notify_offers_on_table_update" AFTER UPDATE ON "reservation_tables" REFERENCING OLD TABLE AS "freed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notify_offers_from_freed_rows"();--> statement-breakpoint
-- A saved floor rewrites the restaurant's plan (0019): more or larger tables may seat a request.
CREATE FUNCTION "notify_offers_from_floor_plans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "queue_notify_offers"((
    SELECT array_agg(n."id") FROM "new_plans" n JOIN "old_plans" o ON o."id" = n."id"
    WHERE n."floor_plan" IS DISTINCT FROM o."floor_plan"
      OR n."pacing_max_covers" IS DISTINCT FROM o."pacing_max_covers"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notify_offers_on_floor_plan" AFTER UPDATE ON "restaurants" REFERENCING OLD TABLE AS "old_plans" NEW TABLE AS "new_plans" FOR EACH STATEMENT EXECUTE FUNCTION "notify_offers_from_floor_plans"();
