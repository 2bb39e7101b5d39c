DROP INDEX "ctr_account_balance_idx";--> statement-breakpoint
CREATE INDEX "ctr_account_balance_idx" ON "ctr_account" USING btree ("balance","id");--> statement-breakpoint
-- Units out by age (the dashboard's past 90 days, the balances' totals): the open lots by day, read from the index alone.
CREATE INDEX "ctr_lot_open_age_idx" ON "ctr_lot" USING btree ("opened_on") INCLUDE ("account_id", "open") WHERE "open" > 0;
