ALTER TABLE "restaurants" ADD COLUMN "floor_plan" jsonb DEFAULT '{"tables":[],"combinations":[],"turns":[]}'::jsonb NOT NULL;--> statement-breakpoint
-- The floor plan kept on each restaurant's row: its tables, combinations and turn times as the
-- availability rules read them, rewritten in the same transaction as any change to those rows,
-- however made. The rewrite updates the restaurant's row, which tells the API processes (0011).
-- A transaction writing many floors at once (the seed) may set `tablefor.defer_floor_plans` to
-- 'on', and then rewrites the plans itself, once, with `refresh_floor_plans`.
-- Set-based (one pass over each floor table for all the restaurants asked), so that a statement
-- touching thousands of floors costs a few scans, not a few lookups per restaurant.
CREATE FUNCTION "refresh_floor_plans"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "restaurants" r SET "floor_plan" = jsonb_build_object(
      'tables', coalesce(t."plan", '[]'::jsonb),
      'combinations', coalesce(c."plan", '[]'::jsonb),
      'turns', coalesce(u."plan", '[]'::jsonb))
  FROM (SELECT DISTINCT "id" FROM unnest("ids") AS asked("id")) asked
  LEFT JOIN (
    SELECT "restaurant_id", jsonb_agg(
        jsonb_build_array("id", "min_covers", "max_covers", "online") ORDER BY "id") AS "plan"
    FROM "dining_tables" WHERE "restaurant_id" = ANY("ids") GROUP BY "restaurant_id"
  ) t ON t."restaurant_id" = asked."id"
  LEFT JOIN (
    SELECT combination."restaurant_id", jsonb_agg(jsonb_build_array(combination."id",
        combination."min_covers", combination."max_covers", coalesce(m."tables", '[]'::jsonb))
        ORDER BY combination."id") AS "plan"
    FROM "table_combinations" combination
    LEFT JOIN (
      SELECT member."combination_id", jsonb_agg(member."table_id" ORDER BY member."table_id") AS "tables"
      FROM "table_combination_members" member
      JOIN "table_combinations" owner ON owner."id" = member."combination_id"
      WHERE owner."restaurant_id" = ANY("ids") GROUP BY member."combination_id"
    ) m ON m."combination_id" = combination."id"
    WHERE combination."restaurant_id" = ANY("ids") GROUP BY combination."restaurant_id"
  ) c ON c."restaurant_id" = asked."id"
  LEFT JOIN (
    SELECT "restaurant_id", jsonb_agg(
        jsonb_build_array("max_party", "minutes") ORDER BY "max_party") AS "plan"
    FROM "turn_times" WHERE "restaurant_id" = ANY("ids") GROUP BY "restaurant_id"
  ) u ON u."restaurant_id" = asked."id"
  WHERE r."id" = asked."id";
$$;--> statement-breakpoint
CREATE FUNCTION "floor_plan_from_floor_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tablefor.defer_floor_plans', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM "refresh_floor_plans"((SELECT array_agg(DISTINCT "restaurant_id") FROM "changed_rows"));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A member names a table of the restaurant; members removed with their table are announced by
-- the table's own trigger.
CREATE FUNCTION "floor_plan_from_combination_members"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tablefor.defer_floor_plans', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM "refresh_floor_plans"((
    SELECT array_agg(DISTINCT t."restaurant_id")
    FROM "changed_rows" m JOIN "dining_tables" t ON t."id" = m."table_id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_dining_tables_insert" AFTER INSERT ON "dining_tables" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_floor_rows"();--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_dining_tables_update" AFTER UPDATE ON "dining_tables" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_floor_rows"();--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_dining_tables_delete" AFTER DELETE ON "dining_tables" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_floor_rows"();--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_table_combinations_insert" AFTER INSERT ON "table_combinations" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_floor_rows"();--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_table_combinations_update" AFTER UPDATE ON "table_combinations" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_floor_rows"();--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_table_combinations_delete" AFTER DELETE ON "table_combinations" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_floor_rows"();--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_turn_times_insert" AFTER INSERT ON "turn_times" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_floor_rows"();--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_turn_times_update" AFTER UPDATE ON "turn_times" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_floor_rows"();--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_turn_times_delete" AFTER DELETE ON "turn_times" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_floor_rows"();--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_table_combination_members_insert" AFTER INSERT ON "table_combination_members" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_combination_members"();--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_table_combination_members_update" AFTER UPDATE ON "table_combination_members" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_combination_members"();--> statement-breakpoint
CREATE TRIGGER "floor_plan_on_table_combination_members_delete" AFTER DELETE ON "table_combination_members" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "floor_plan_from_combination_members"();--> statement-breakpoint
SELECT "refresh_floor_plans"(array_agg("id")) FROM "restaurants";
