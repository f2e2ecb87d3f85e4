-- Tells every API process when the searchable catalogue changed, when the change commits, on the
-- channel of migration 0011: 'search' when a listing was added, removed or changed in anything a
-- search filters or sorts on, 'search:popularity' when only reservation counts moved (they order
-- the popularity sort alone). The kept search matches so named are dropped.
CREATE FUNCTION "restaurant_search_added_or_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    PERFORM pg_notify('restaurant_details', 'search');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "restaurant_search_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE (n."name", n."cost", n."neighborhood", n."cuisines", n."dining_style", n."location",
           n."latitude", n."longitude", n."average_rating", n."review_count", n."search_text")
      IS DISTINCT FROM
          (o."name", o."cost", o."neighborhood", o."cuisines", o."dining_style", o."location",
           o."latitude", o."longitude", o."average_rating", o."review_count", o."search_text")
  ) THEN
    PERFORM pg_notify('restaurant_details', 'search');
  ELSIF EXISTS (SELECT 1 FROM "new_rows") THEN
    PERFORM pg_notify('restaurant_details', 'search:popularity');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "restaurant_search_on_search_insert" AFTER INSERT ON "restaurant_search" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_search_added_or_removed"();--> statement-breakpoint
CREATE TRIGGER "restaurant_search_on_search_delete" AFTER DELETE ON "restaurant_search" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_search_added_or_removed"();--> statement-breakpoint
CREATE TRIGGER "restaurant_search_on_search_update" AFTER UPDATE ON "restaurant_search" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "restaurant_search_updated"();
