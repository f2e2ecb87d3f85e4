-- The "jobs" table is created by @tablefor/server-kit (ensureJobsTable), run by migrate() first.
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"transport" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "outbox_transport_valid" CHECK ("outbox_messages"."transport" is null or "outbox_messages"."transport" in ('smtp', 'mailbox'))
);
--> statement-breakpoint
CREATE INDEX "outbox_delivered_idx" ON "outbox_messages" USING btree ("transport","delivered_at");