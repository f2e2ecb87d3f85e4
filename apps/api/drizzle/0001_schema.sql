CREATE TABLE "auth_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"restaurant_id" integer NOT NULL,
	"party_size" smallint NOT NULL,
	"reservation_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"guest_name" text,
	"guest_email" text,
	"phone_number" text,
	"contact_method" text,
	"chat_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_party_size_range" CHECK ("reservations"."party_size" between 1 and 20),
	CONSTRAINT "reservations_status_valid" CHECK ("reservations"."status" in ('pending_callback', 'confirmed', 'cancelled')),
	CONSTRAINT "reservations_contact_method_valid" CHECK ("reservations"."contact_method" is null or "reservations"."contact_method" in ('phone', 'chat'))
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"preview_img" text DEFAULT '' NOT NULL,
	"image_gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cuisines" text DEFAULT '' NOT NULL,
	"cost" smallint DEFAULT 2 NOT NULL,
	"neighborhood" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cross_street" text DEFAULT '' NOT NULL,
	"operation_hours" text DEFAULT '' NOT NULL,
	"opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_zone" text DEFAULT 'America/Los_Angeles' NOT NULL,
	"capacity_per_slot" integer DEFAULT 40 NOT NULL,
	"dining_duration_minutes" integer DEFAULT 90 NOT NULL,
	"dining_style" text DEFAULT '' NOT NULL,
	"dress_code" text DEFAULT '' NOT NULL,
	"parking_details" text DEFAULT '' NOT NULL,
	"payment_options" text DEFAULT '' NOT NULL,
	"executive_chef" text,
	"website" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"total_num_reservations" integer DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restaurants_cost_range" CHECK ("restaurants"."cost" between 1 and 4),
	CONSTRAINT "restaurants_capacity_positive" CHECK ("restaurants"."capacity_per_slot" > 0),
	CONSTRAINT "restaurants_duration_positive" CHECK ("restaurants"."dining_duration_minutes" > 0),
	CONSTRAINT "restaurants_coordinates_range" CHECK (("restaurants"."latitude" is null or "restaurants"."latitude" between -90 and 90) and ("restaurants"."longitude" is null or "restaurants"."longitude" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"review" text NOT NULL,
	"rating" smallint DEFAULT 5 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_text_length" CHECK (char_length("reviews"."review") between 1 and 500)
);
--> statement-breakpoint
CREATE TABLE "saved_restaurants" (
	"user_id" integer NOT NULL,
	"restaurant_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_restaurants_user_id_restaurant_id_pk" PRIMARY KEY("user_id","restaurant_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_length" CHECK (char_length("users"."username") between 1 and 20),
	CONSTRAINT "users_first_name_length" CHECK (char_length("users"."first_name") between 1 and 20),
	CONSTRAINT "users_last_name_length" CHECK (char_length("users"."last_name") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_restaurants" ADD CONSTRAINT "saved_restaurants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_restaurants" ADD CONSTRAINT "saved_restaurants_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_restaurant_time_idx" ON "reservations" USING btree ("restaurant_id","reservation_time");--> statement-breakpoint
CREATE INDEX "reservations_user_time_idx" ON "reservations" USING btree ("user_id","reservation_time");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_restaurant_unique" ON "reviews" USING btree ("user_id","restaurant_id");--> statement-breakpoint
CREATE INDEX "reviews_restaurant_idx" ON "reviews" USING btree ("restaurant_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));