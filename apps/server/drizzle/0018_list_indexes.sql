CREATE INDEX "production_plan_consignor_idx" ON "production_plan" USING btree ("consignor_id","plan_date");--> statement-breakpoint
CREATE INDEX "stock_unit_idx" ON "stock" USING btree ("unit_id");