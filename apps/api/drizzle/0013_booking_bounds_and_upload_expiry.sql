-- Bounds on what one booker holds: a guest booking keeps a keyed hash of its client network, and
-- one e-mail address's and one client's upcoming guest bookings are found by index.
ALTER TABLE "reservations" ADD COLUMN "client_hash" text;--> statement-breakpoint
CREATE INDEX "reservations_guest_email_time_idx" ON "reservations" USING btree (lower("guest_email"),"reservation_time") WHERE "reservations"."user_id" is null;--> statement-breakpoint
CREATE INDEX "reservations_guest_client_time_idx" ON "reservations" USING btree ("client_hash","reservation_time") WHERE "reservations"."client_hash" is not null;--> statement-breakpoint
-- Claim uploads that no claim names are removed a day after their upload by a job on the
-- 'claim-upload-expiry' queue, scheduled with each new upload; files uploaded before this
-- migration are scheduled here (at once when their day has passed).
INSERT INTO "jobs" ("queue", "payload", "max_attempts", "run_after")
SELECT 'claim-upload-expiry',
       jsonb_build_object('fileId', "id", 'storageName', "storage_name"),
       10,
       greatest("created_at" + interval '24 hours', now())
FROM "claim_files"
WHERE "claim_id" IS NULL;
