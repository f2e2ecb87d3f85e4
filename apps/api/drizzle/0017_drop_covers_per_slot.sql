ALTER TABLE "restaurants" DROP CONSTRAINT "restaurants_capacity_positive";--> statement-breakpoint
ALTER TABLE "restaurants" DROP CONSTRAINT "restaurants_duration_positive";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "capacity_per_slot";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "dining_duration_minutes";