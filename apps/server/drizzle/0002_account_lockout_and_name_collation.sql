ALTER TABLE "sys_user" DROP COLUMN "failed_count";--> statement-breakpoint
ALTER TABLE "sys_user" DROP COLUMN "locked_until";--> statement-breakpoint
-- Names sort the way Chinese readers expect (pinyin: 阿 a, 李 l, 张 z), not by code point. Prefer ICU's
-- pinyin collation (PostgreSQL 15 on Debian); else the system's zh_CN locale; else the database's own.
-- PGlite 0.5 ships ICU with root data only: the collation is created but orders Han characters by code point.
DO $$
BEGIN
  CREATE COLLATION IF NOT EXISTS zh_pinyin (provider = icu, locale = 'zh-u-co-pinyin');
EXCEPTION WHEN OTHERS THEN
  BEGIN
    CREATE COLLATION IF NOT EXISTS zh_pinyin (provider = libc, locale = 'zh_CN.utf8');
  EXCEPTION WHEN OTHERS THEN
    EXECUTE format('CREATE COLLATION IF NOT EXISTS zh_pinyin (provider = libc, locale = %L)',
      (SELECT datcollate FROM pg_database WHERE datname = current_database()));
  END;
END $$;
--> statement-breakpoint
-- Column collation (not ORDER BY ... COLLATE) so the name indexes serve sorted lists, and a reference
-- sorted by its label (a join on the referenced name) sorts the same way. Drizzle's schema cannot express
-- a collation: a later migration that changes one of these columns' type must repeat COLLATE zh_pinyin.
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN
    SELECT table_name, column_name, character_maximum_length AS len
    FROM information_schema.columns
    WHERE table_schema = current_schema() AND data_type = 'character varying' AND (table_name, column_name) IN (
      ('warehouse', 'name'), ('warehouse', 'contact'),
      ('consignor', 'name'), ('consignor', 'alias'), ('consignor', 'contact'),
      ('consignee', 'name'), ('consignee', 'alias'), ('consignee', 'contact'),
      ('customer', 'name'), ('customer', 'alias'), ('customer', 'contact'),
      ('operator', 'name'), ('facility', 'name'), ('facility', 'contact'),
      ('unit', 'name'), ('primary_unit', 'name'), ('secondary_unit', 'name'),
      ('company', 'name'), ('company', 'alias'), ('company', 'contact'),
      ('bas_facility', 'name'), ('bas_facility', 'contact'), ('dock', 'name'), ('zone', 'name'),
      ('packaging_material', 'name'), ('packaging', 'name'), ('item', 'name'), ('item', 'alias'),
      ('product_sku', 'item_name'), ('setting_sku', 'item_name'), ('sys_user', 'name'), ('sys_role', 'name'))
  LOOP
    EXECUTE format('ALTER TABLE %I ALTER COLUMN %I TYPE varchar(%s) COLLATE zh_pinyin', c.table_name, c.column_name, c.len);
  END LOOP;
END $$;
