CREATE TABLE "ctr_period" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"closed_through" date,
	"closed_by" varchar(100),
	"closed_at" timestamp with time zone,
	CONSTRAINT "ctr_period_one_ck" CHECK ("ctr_period"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "ctr_period" ("id") VALUES (1);
--> statement-breakpoint
-- The backstop of the closed periods (modules/containers/period-rules.ts): no posting dated on or before the site's
-- lock date, nor on or before the end of its partner's latest confirmed statement month. FOR SHARE on the period row:
-- a close waits for the postings in flight, and a posting after it sees the new date.
CREATE FUNCTION ctr_posting_open_period() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  closed date;
  confirmed date;
BEGIN
  SELECT closed_through INTO closed FROM ctr_period WHERE id = 1 FOR SHARE;
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
--> statement-breakpoint
CREATE TRIGGER ctr_posting_open_period BEFORE INSERT ON ctr_posting FOR EACH ROW EXECUTE FUNCTION ctr_posting_open_period();
