CREATE INDEX "stock_lot_idx" ON "stock" USING btree ("lot_no","inbound_date");--> statement-breakpoint
CREATE INDEX "stock_lpn_idx" ON "stock" USING btree ("lpn");