ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_valid";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminder_queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_valid" CHECK ("reservations"."status" in ('pending_callback', 'confirmed', 'cancelled', 'declined', 'seated', 'completed', 'no_show'));