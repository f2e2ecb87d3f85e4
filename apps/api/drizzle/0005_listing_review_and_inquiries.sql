CREATE TABLE "contact_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"restaurant_name" text NOT NULL,
	"job_title" text NOT NULL,
	"num_locations" text NOT NULL,
	"contact_reason" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_inquiries_job_title_valid" CHECK ("contact_inquiries"."job_title" in ('owner', 'generalManager', 'operationsManager', 'marketingManager', 'chef', 'other')),
	CONSTRAINT "contact_inquiries_locations_valid" CHECK ("contact_inquiries"."num_locations" in ('1', '2-5', '6-10', '11-25', '26+')),
	CONSTRAINT "contact_inquiries_reason_valid" CHECK ("contact_inquiries"."contact_reason" in ('listRestaurant', 'aiChatbot', 'growthAnalytics', 'partnership', 'other'))
);
--> statement-breakpoint
ALTER TABLE "restaurants" DROP CONSTRAINT "restaurants_status_valid";--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
CREATE INDEX "contact_inquiries_created_idx" ON "contact_inquiries" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurants_created_by_idx" ON "restaurants" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_status_valid" CHECK ("restaurants"."status" in ('published', 'pending_review', 'rejected', 'removed'));