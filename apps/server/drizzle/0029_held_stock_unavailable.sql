-- Held (barrier) stock is not available (issue 26): qty, the available column, is 0 on a held row. PostgreSQL 15
-- cannot change a generated column's expression, so it is dropped and added again (one rewrite of stock).
ALTER TABLE "stock" drop column "qty";--> statement-breakpoint
ALTER TABLE "stock" ADD COLUMN "qty" integer GENERATED ALWAYS AS (case when status = 'available' then qoh - qal else 0 end) STORED;
