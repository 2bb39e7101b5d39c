-- Terms per packaging type, the site's currency, chargeable write-offs (issue 34 §5; docs/decisions/containers.md).
ALTER TABLE "ctr_statement_line" DROP CONSTRAINT "ctr_statement_line_ck";--> statement-breakpoint
ALTER TABLE "ctr_period" ADD COLUMN "currency" char(3) DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "ctr_posting" ADD COLUMN "chargeable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ctr_price" ADD COLUMN "free_days" integer;--> statement-breakpoint
-- Statements made so far were in yuan (the PDF said 元); a statement made from now on names the site's currency itself.
ALTER TABLE "ctr_statement" ADD COLUMN "currency" char(3) DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "ctr_statement" ALTER COLUMN "currency" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "ctr_statement_line" ADD COLUMN "charged_off" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ctr_statement_line" ADD COLUMN "free_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every write-off so far was charged, and every type had the partner's free days: the lines say so, confirmed ones too
-- (their guard trigger is set aside for this one update; their figures do not change).
ALTER TABLE "ctr_statement_line" DISABLE TRIGGER "ctr_statement_line_confirmed";--> statement-breakpoint
UPDATE "ctr_statement_line" l SET "charged_off" = l."written_off", "free_days" = s."free_days"
  FROM "ctr_statement" s WHERE s."id" = l."statement_id";--> statement-breakpoint
ALTER TABLE "ctr_statement_line" ENABLE TRIGGER "ctr_statement_line_confirmed";--> statement-breakpoint
-- The versions kept before: their snapshots gain the same fields, so they print again as they were.
UPDATE "ctr_statement_version" v SET "snapshot" = jsonb_set(
    jsonb_set(
      jsonb_set(v."snapshot", '{statement,currency}', '"CNY"'),
      '{lines}',
      coalesce((SELECT jsonb_agg(l || jsonb_build_object('chargedOff', l -> 'writtenOff',
                                                         'freeDays', v."snapshot" -> 'statement' -> 'freeDays') ORDER BY n)
                  FROM jsonb_array_elements(v."snapshot" -> 'lines') WITH ORDINALITY AS x(l, n)), '[]'::jsonb)),
    '{postings}',
    coalesce((SELECT jsonb_agg(p || '{"chargeable": true}'::jsonb ORDER BY n)
                FROM jsonb_array_elements(v."snapshot" -> 'postings') WITH ORDINALITY AS y(p, n)), '[]'::jsonb));--> statement-breakpoint
ALTER TABLE "ctr_period" ADD CONSTRAINT "ctr_period_currency_ck" CHECK ("ctr_period"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "ctr_posting" ADD CONSTRAINT "ctr_posting_chargeable_ck" CHECK ("ctr_posting"."chargeable" or "ctr_posting"."kind" = 'writeOff');--> statement-breakpoint
ALTER TABLE "ctr_price" ADD CONSTRAINT "ctr_price_free_days_ck" CHECK ("ctr_price"."free_days" is null or "ctr_price"."free_days" between 0 and 3650);--> statement-breakpoint
ALTER TABLE "ctr_statement" ADD CONSTRAINT "ctr_statement_currency_ck" CHECK ("ctr_statement"."currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
ALTER TABLE "ctr_statement_line" ADD CONSTRAINT "ctr_statement_line_ck" CHECK ("ctr_statement_line"."closing" = "ctr_statement_line"."opening" + "ctr_statement_line"."out_qty" - "ctr_statement_line"."back_qty"
        and least("ctr_statement_line"."opening", "ctr_statement_line"."out_qty", "ctr_statement_line"."back_qty", "ctr_statement_line"."closing", "ctr_statement_line"."written_off", "ctr_statement_line"."charged_off", "ctr_statement_line"."free_days", "ctr_statement_line"."unit_days", "ctr_statement_line"."daily_rent", "ctr_statement_line"."loss_price") >= 0
        and "ctr_statement_line"."charged_off" <= "ctr_statement_line"."written_off" and "ctr_statement_line"."written_off" <= "ctr_statement_line"."back_qty"
        and "ctr_statement_line"."rent" = "ctr_statement_line"."unit_days" * "ctr_statement_line"."daily_rent" and "ctr_statement_line"."loss_value" = "ctr_statement_line"."charged_off" * "ctr_statement_line"."loss_price"
        and "ctr_statement_line"."rent" + "ctr_statement_line"."loss_value" <= 9007199254740991);
