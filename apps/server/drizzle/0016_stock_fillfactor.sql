-- hand-written below
-- Allocation, release and stock out change only qoh, qal and updated_at, none of them indexed, so PostgreSQL
-- can update a stock row in place (a HOT update: no new entry in any of its seven indexes) when its page has
-- room. Full pages forced every such update to write all seven indexes: allocating 5,700 rows took ~1 s on
-- 1,000,000 rows, with free room ~40 ms (docs/decisions.md "Allocation at scale"). Applies to pages written
-- from now on; an existing large table gets it with VACUUM FULL stock (or pg_repack) in a quiet hour.
ALTER TABLE "stock" SET (fillfactor = 85);
