ALTER TABLE "restaurants" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "restaurants_status_idx" ON "restaurants" USING btree ("status");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_status_valid" CHECK ("restaurants"."status" in ('published', 'pending_review', 'removed'));