ALTER TABLE "restaurants" ADD COLUMN "accessibility" jsonb DEFAULT '{"step_free_entrance":false,"accessible_restroom":false,"accessible_seating":false,"hearing_loop":false,"note":""}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "restaurants_step_free_entrance_idx" ON "restaurants" USING btree ("id") WHERE ("restaurants"."accessibility" ->> 'step_free_entrance') = 'true';--> statement-breakpoint
-- The 'Accessible entrance' filter reads restaurants.accessibility (not a restaurant_search
-- column), so a published listing whose step-free entrance changed drops the kept search matches
-- itself, on the channel of migration 0012.
CREATE FUNCTION "restaurant_entrance_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."status" = 'published'
      AND (n."accessibility" ->> 'step_free_entrance')
        IS DISTINCT FROM (o."accessibility" ->> 'step_free_entrance')
  ) THEN
    PERFORM pg_notify('restaurant_details', 'search');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "restaurant_entrance_on_update" AFTER UPDATE ON "restaurants" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_entrance_changed"();
