-- The diner's account: preferences that travel with bookings, e-mail changes waiting for their link,
-- the bell's notifications and the guests invited to a reservation.
CREATE TABLE "diner_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"dietary" text[] DEFAULT '{}'::text[] NOT NULL,
	"dietary_note" text DEFAULT '' NOT NULL,
	"seating" text DEFAULT 'no_preference' NOT NULL,
	"reminder_emails" boolean DEFAULT true NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "diner_preferences_dietary_known" CHECK ("diner_preferences"."dietary" <@ array['vegetarian', 'vegan', 'gluten_free', 'dairy_free', 'nut_allergy', 'shellfish_allergy', 'halal', 'kosher']::text[]),
	CONSTRAINT "diner_preferences_dietary_note_length" CHECK (char_length("diner_preferences"."dietary_note") <= 200),
	CONSTRAINT "diner_preferences_seating_known" CHECK ("diner_preferences"."seating" in ('no_preference', 'indoor', 'outdoor', 'bar', 'booth', 'quiet'))
);
--> statement-breakpoint
CREATE TABLE "email_change_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"new_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('booking_confirmed', 'booking_changed', 'booking_cancelled', 'booking_cancelled_by_restaurant', 'callback_confirmed', 'callback_declined', 'reminder', 'notify_offer', 'claim_approved', 'claim_rejected', 'listing_approved', 'listing_rejected'))
);
--> statement-breakpoint
CREATE TABLE "reservation_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diner_preferences" ADD CONSTRAINT "diner_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_invitations" ADD CONSTRAINT "reservation_invitations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_tokens_user_idx" ON "email_change_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_invitations_token_unique" ON "reservation_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "reservation_invitations_reservation_idx" ON "reservation_invitations" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_invitations_open_unique" ON "reservation_invitations" USING btree ("reservation_id",lower("email")) WHERE "reservation_invitations"."revoked_at" is null;