-- Tells every API process which restaurants' public pages changed, when the change commits
-- (NOTIFY is transactional): the page is the restaurant's row, its reviews with their authors'
-- names, and whether each author dined there. The payload is the ids joined by commas, or '*'
-- for a statement that changed more than 100 restaurants. Their in-memory copies are dropped.
CREATE FUNCTION "notify_restaurant_details"(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM pg_notify('restaurant_details',
    CASE WHEN cardinality(ids) > 100 THEN '*' ELSE array_to_string(ids, ',') END);
END
$$;--> statement-breakpoint
CREATE FUNCTION "restaurant_details_from_restaurants"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_restaurant_details"((SELECT array_agg(DISTINCT "id") FROM "changed_rows"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "restaurant_details_from_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_restaurant_details"(
    (SELECT array_agg(DISTINCT "restaurant_id") FROM "changed_rows"));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An author's name is on each of their reviews.
CREATE FUNCTION "restaurant_details_from_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_restaurant_details"((
    SELECT array_agg(DISTINCT r."restaurant_id")
    FROM "reviews" r JOIN "changed_rows" u ON r."user_id" = u."id"));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A booking matters to the page only where its diner reviewed the restaurant (the verified mark).
CREATE FUNCTION "restaurant_details_from_reservations"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "notify_restaurant_details"((
    SELECT array_agg(DISTINCT c."restaurant_id") FROM "changed_rows" c
    WHERE c."user_id" IS NOT NULL AND EXISTS (
      SELECT 1 FROM "reviews" r
      WHERE r."user_id" = c."user_id" AND r."restaurant_id" = c."restaurant_id")));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "restaurant_details_on_restaurant_update" AFTER UPDATE ON "restaurants" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_details_from_restaurants"();--> statement-breakpoint
CREATE TRIGGER "restaurant_details_on_restaurant_delete" AFTER DELETE ON "restaurants" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_details_from_restaurants"();--> statement-breakpoint
CREATE TRIGGER "restaurant_details_on_review_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_details_from_reviews"();--> statement-breakpoint
CREATE TRIGGER "restaurant_details_on_review_update" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_details_from_reviews"();--> statement-breakpoint
CREATE TRIGGER "restaurant_details_on_review_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_details_from_reviews"();--> statement-breakpoint
CREATE TRIGGER "restaurant_details_on_user_update" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_details_from_users"();--> statement-breakpoint
CREATE TRIGGER "restaurant_details_on_reservation_insert" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_details_from_reservations"();--> statement-breakpoint
CREATE TRIGGER "restaurant_details_on_reservation_update" AFTER UPDATE ON "reservations" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_details_from_reservations"();--> statement-breakpoint
CREATE TRIGGER "restaurant_details_on_reservation_delete" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_details_from_reservations"();
