DROP INDEX "wh_delivery_chain_idx";--> statement-breakpoint
DROP INDEX "wh_event_msg_uq";--> statement-breakpoint
DROP INDEX "wh_event_created_idx";--> statement-breakpoint
ALTER TABLE "wh_event" ADD COLUMN "fanned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "wh_delivery_chain_event_idx" ON "wh_delivery" USING btree ("subscription_id","resource","event_id") WHERE "wh_delivery"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "wh_event_unfanned_resource_idx" ON "wh_event" USING btree ("resource","id") WHERE not "wh_event"."fanned";