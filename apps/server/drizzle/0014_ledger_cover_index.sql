DROP INDEX "stock_ledger_date_idx";--> statement-breakpoint
CREATE INDEX "stock_ledger_date_cover_idx" ON "stock_ledger" USING btree ("ledger_date","sku_id","type","qty","order_line");