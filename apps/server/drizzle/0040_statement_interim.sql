ALTER TABLE "ctr_statement" ADD COLUMN "interim" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Statements made before their month ended counted rent only up to that day.
UPDATE "ctr_statement" SET "interim" = true WHERE "made_at"::date < "month" + interval '1 month';
