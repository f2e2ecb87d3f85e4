CREATE TABLE "claim_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"request_ip" text
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"restaurant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"booking_method" text NOT NULL,
	"external_booking_url" text DEFAULT '' NOT NULL,
	"pain_points" jsonb NOT NULL,
	"selected_goals" jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_status_valid" CHECK ("claims"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "claims_booking_method_valid" CHECK ("claims"."booking_method" in ('phone', 'widget', 'external'))
);
--> statement-breakpoint
CREATE TABLE "restaurant_owners" (
	"restaurant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurant_owners_restaurant_id_user_id_pk" PRIMARY KEY("restaurant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "business_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_verifications" ADD CONSTRAINT "claim_verifications_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_owners" ADD CONSTRAINT "restaurant_owners_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_owners" ADD CONSTRAINT "restaurant_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_verifications_lookup_idx" ON "claim_verifications" USING btree ("restaurant_id","email","created_at");--> statement-breakpoint
CREATE INDEX "claims_status_created_idx" ON "claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "claims_restaurant_idx" ON "claims" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "restaurant_owners_user_idx" ON "restaurant_owners" USING btree ("user_id");--> statement-breakpoint
-- Owners so far lived in restaurants.owner_id; the owners table is now the truth, so it starts with them.
INSERT INTO "restaurant_owners" ("restaurant_id", "user_id") SELECT "id", "owner_id" FROM "restaurants" WHERE "owner_id" IS NOT NULL;
