ALTER TABLE "outbound_allocation" DROP CONSTRAINT "outbound_allocation_order_id_outbound_order_id_fk";
--> statement-breakpoint
ALTER TABLE "outbound_allocation" DROP CONSTRAINT "outbound_allocation_line_id_outbound_order_line_id_fk";
--> statement-breakpoint
ALTER TABLE "outbound_allocation" DROP CONSTRAINT "outbound_allocation_stock_id_stock_id_fk";
--> statement-breakpoint
-- hand-written below
-- The references of an allocation row (its line, the line's order, its stock row), kept per statement rather
-- than by three foreign keys that check each inserted row on their own: a 1,000-line order writes ~5,700
-- rows, and 17,000 single-row checks were most of its allocation time (docs/decisions.md "Allocation at
-- scale"). As a foreign key does, the referenced lines and stock rows are locked FOR KEY SHARE, so a
-- concurrent delete waits for this transaction and then meets the allocations in the triggers further down.
-- The line must belong to the allocation's order (stricter than the keys were), so the order exists too.
CREATE FUNCTION outbound_allocation_refs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM (SELECT 1 FROM stock s WHERE s.id IN (SELECT stock_id FROM new_rows) ORDER BY s.id FOR KEY SHARE) x)
       <> (SELECT count(DISTINCT stock_id) FROM new_rows)
     OR (SELECT count(*) FROM (SELECT 1 FROM outbound_order_line l WHERE (l.id, l.order_id) IN (SELECT line_id, order_id FROM new_rows)
           ORDER BY l.id FOR KEY SHARE) x)
       <> (SELECT count(DISTINCT (line_id, order_id)) FROM new_rows) THEN
    RAISE EXCEPTION 'insert or update on table "outbound_allocation" names a missing stock row, order line or order'
      USING ERRCODE = 'foreign_key_violation', TABLE = 'outbound_allocation',
            DETAIL = 'Key (order_id, line_id, stock_id) is not present.';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outbound_allocation_refs_ins AFTER INSERT ON outbound_allocation REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_allocation_refs();
--> statement-breakpoint
CREATE TRIGGER outbound_allocation_refs_upd AFTER UPDATE ON outbound_allocation REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_allocation_refs();
--> statement-breakpoint
-- ON DELETE RESTRICT of the former keys: a stock row, order line or order that allocations name stays.
CREATE FUNCTION outbound_allocation_restrict() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_TABLE_NAME = 'stock' AND EXISTS (SELECT 1 FROM outbound_allocation a WHERE a.stock_id IN (SELECT id FROM old_rows)))
     OR (TG_TABLE_NAME = 'outbound_order_line' AND EXISTS (SELECT 1 FROM outbound_allocation a WHERE a.line_id IN (SELECT id FROM old_rows)))
     OR (TG_TABLE_NAME = 'outbound_order' AND EXISTS (SELECT 1 FROM outbound_allocation a WHERE a.order_id IN (SELECT id FROM old_rows))) THEN
    RAISE EXCEPTION 'delete on table "%" removes rows still referenced from table "outbound_allocation"', TG_TABLE_NAME
      USING ERRCODE = 'foreign_key_violation', TABLE = 'outbound_allocation',
            DETAIL = 'Key is still referenced from table "outbound_allocation".';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outbound_allocation_restrict AFTER DELETE ON stock REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_allocation_restrict();
--> statement-breakpoint
CREATE TRIGGER outbound_allocation_restrict AFTER DELETE ON outbound_order_line REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_allocation_restrict();
--> statement-breakpoint
CREATE TRIGGER outbound_allocation_restrict AFTER DELETE ON outbound_order REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_allocation_restrict();
