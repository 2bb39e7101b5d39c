-- The accounts' opening date (docs/decisions/containers.md "Dates in range"): a site that has postings opens on the
-- first of them; a new one on the first day of the year before, so opening balances of a year-end take-over fit.
ALTER TABLE "ctr_period" ADD COLUMN "opened_on" date;
--> statement-breakpoint
UPDATE "ctr_period" SET "opened_on" = least(
  (date_trunc('year', current_date) - interval '1 year')::date,
  (SELECT min("posted_on") FROM "ctr_posting"),
  "closed_through"
);
--> statement-breakpoint
ALTER TABLE "ctr_period" ALTER COLUMN "opened_on" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "ctr_period" ADD CONSTRAINT "ctr_period_order_ck" CHECK ("ctr_period"."closed_through" is null or "ctr_period"."closed_through" >= "ctr_period"."opened_on");
--> statement-breakpoint
-- The backstop gains the opening date: no posting dated before it.
CREATE OR REPLACE FUNCTION ctr_posting_open_period() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed date;
  opened date;
  confirmed date;
BEGIN
  SELECT closed_through, opened_on INTO closed, opened FROM ctr_period WHERE id = 1 FOR SHARE;
  IF NEW.posted_on < opened THEN
    RAISE EXCEPTION 'container posting dated % before the accounts opened on %', NEW.posted_on, opened
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ctr_posting_period_ck';
  END IF;
  IF closed IS NOT NULL AND NEW.posted_on <= closed THEN
    RAISE EXCEPTION 'container posting dated % in the period closed through %', NEW.posted_on, closed
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ctr_posting_period_ck';
  END IF;
  SELECT max(month) INTO confirmed FROM ctr_statement WHERE partner_id = NEW.partner_id AND status = 'confirmed';
  IF confirmed IS NOT NULL AND NEW.posted_on < (confirmed + interval '1 month')::date THEN
    RAISE EXCEPTION 'container posting dated % in a month its partner confirmed (%)', NEW.posted_on, confirmed
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ctr_posting_period_ck';
  END IF;
  RETURN NEW;
END $$;
