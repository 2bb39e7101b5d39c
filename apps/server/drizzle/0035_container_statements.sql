CREATE TABLE "ctr_statement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_statement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" varchar(20) DEFAULT 'issued' NOT NULL,
	"charged" boolean NOT NULL,
	"free_days" integer NOT NULL,
	"opening" bigint DEFAULT 0 NOT NULL,
	"out_qty" bigint DEFAULT 0 NOT NULL,
	"back_qty" bigint DEFAULT 0 NOT NULL,
	"closing" bigint DEFAULT 0 NOT NULL,
	"rent" bigint DEFAULT 0 NOT NULL,
	"loss_value" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"last_posting" integer DEFAULT 0 NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"made_by" varchar(100),
	"responded_on" date,
	"response_comment" varchar(500),
	"responded_by" varchar(100),
	"responded_at" timestamp with time zone,
	CONSTRAINT "ctr_statement_uq" UNIQUE("partner_id","month"),
	CONSTRAINT "ctr_statement_status_ck" CHECK ("ctr_statement"."status" in ('issued', 'confirmed', 'disputed')),
	CONSTRAINT "ctr_statement_month_ck" CHECK (extract(day from "ctr_statement"."month") = 1),
	CONSTRAINT "ctr_statement_answer_ck" CHECK (("ctr_statement"."status" = 'issued') = ("ctr_statement"."responded_on" is null) and ("ctr_statement"."responded_on" is null) = ("ctr_statement"."responded_at" is null)),
	CONSTRAINT "ctr_statement_sums_ck" CHECK ("ctr_statement"."closing" = "ctr_statement"."opening" + "ctr_statement"."out_qty" - "ctr_statement"."back_qty" and "ctr_statement"."total" = "ctr_statement"."rent" + "ctr_statement"."loss_value"
        and least("ctr_statement"."opening", "ctr_statement"."out_qty", "ctr_statement"."back_qty", "ctr_statement"."closing", "ctr_statement"."rent", "ctr_statement"."loss_value") >= 0 and "ctr_statement"."total" <= 9007199254740991),
	CONSTRAINT "ctr_statement_charged_ck" CHECK ("ctr_statement"."charged" or "ctr_statement"."total" = 0)
);
--> statement-breakpoint
CREATE TABLE "ctr_statement_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_statement_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"packaging_type" varchar(20) NOT NULL,
	"opening" integer NOT NULL,
	"out_qty" bigint DEFAULT 0 NOT NULL,
	"back_qty" bigint DEFAULT 0 NOT NULL,
	"closing" integer NOT NULL,
	"written_off" bigint DEFAULT 0 NOT NULL,
	"unit_days" bigint DEFAULT 0 NOT NULL,
	"daily_rent" integer DEFAULT 0 NOT NULL,
	"loss_price" integer DEFAULT 0 NOT NULL,
	"rent" bigint DEFAULT 0 NOT NULL,
	"loss_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ctr_statement_line_uq" UNIQUE("statement_id","packaging_type"),
	CONSTRAINT "ctr_statement_line_type_ck" CHECK ("ctr_statement_line"."packaging_type" in ('pallet', 'palletLid', 'plasticBox', 'plasticBoxLid', 'liner', 'blisterTray', 'surroundBox')),
	CONSTRAINT "ctr_statement_line_ck" CHECK ("ctr_statement_line"."closing" = "ctr_statement_line"."opening" + "ctr_statement_line"."out_qty" - "ctr_statement_line"."back_qty"
        and least("ctr_statement_line"."opening", "ctr_statement_line"."out_qty", "ctr_statement_line"."back_qty", "ctr_statement_line"."closing", "ctr_statement_line"."written_off", "ctr_statement_line"."unit_days", "ctr_statement_line"."daily_rent", "ctr_statement_line"."loss_price") >= 0
        and "ctr_statement_line"."written_off" <= "ctr_statement_line"."back_qty"
        and "ctr_statement_line"."rent" = "ctr_statement_line"."unit_days" * "ctr_statement_line"."daily_rent" and "ctr_statement_line"."loss_value" = "ctr_statement_line"."written_off" * "ctr_statement_line"."loss_price"
        and "ctr_statement_line"."rent" + "ctr_statement_line"."loss_value" <= 9007199254740991)
);
--> statement-breakpoint
ALTER TABLE "ctr_statement" ADD CONSTRAINT "ctr_statement_partner_id_ctr_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."ctr_partner"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_statement_line" ADD CONSTRAINT "ctr_statement_line_statement_id_ctr_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."ctr_statement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ctr_statement_month_idx" ON "ctr_statement" USING btree ("month","status");--> statement-breakpoint
-- A confirmed statement is the partner's word: neither it nor its lines change any more.
CREATE FUNCTION ctr_statement_confirmed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s integer;
BEGIN
  IF TG_TABLE_NAME = 'ctr_statement' THEN
    s := OLD.id;
  ELSIF TG_OP = 'INSERT' THEN
    s := NEW.statement_id;
  ELSE
    s := OLD.statement_id;
  END IF;
  IF EXISTS (SELECT 1 FROM ctr_statement WHERE id = s AND status = 'confirmed') THEN
    RAISE EXCEPTION 'ctr_statement %: confirmed, not changed', s USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER ctr_statement_confirmed BEFORE UPDATE OR DELETE ON ctr_statement FOR EACH ROW EXECUTE FUNCTION ctr_statement_confirmed();
--> statement-breakpoint
CREATE TRIGGER ctr_statement_line_confirmed BEFORE INSERT OR UPDATE OR DELETE ON ctr_statement_line FOR EACH ROW EXECUTE FUNCTION ctr_statement_confirmed();
--> statement-breakpoint
-- A statement's totals are the sums of its lines, checked at commit (the lines are written after the statement).
CREATE FUNCTION ctr_statement_sums() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  s record;
  l record;
BEGIN
  SELECT opening, out_qty, back_qty, closing, rent, loss_value INTO s FROM ctr_statement WHERE id = NEW.id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  SELECT coalesce(sum(opening), 0) AS opening, coalesce(sum(out_qty), 0) AS out_qty, coalesce(sum(back_qty), 0) AS back_qty,
         coalesce(sum(closing), 0) AS closing, coalesce(sum(rent), 0) AS rent, coalesce(sum(loss_value), 0) AS loss_value
    INTO l FROM ctr_statement_line WHERE statement_id = NEW.id;
  IF (s.opening, s.out_qty, s.back_qty, s.closing, s.rent, s.loss_value)
     IS DISTINCT FROM (l.opening, l.out_qty, l.back_qty, l.closing, l.rent, l.loss_value) THEN
    RAISE EXCEPTION 'ctr_statement %: totals are not the sums of its lines', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ctr_statement_sums AFTER INSERT OR UPDATE ON ctr_statement DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ctr_statement_sums();
