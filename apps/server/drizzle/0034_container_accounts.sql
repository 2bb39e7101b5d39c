CREATE TABLE "ctr_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"packaging_type" varchar(20) NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"postings" integer DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_posted_at" timestamp with time zone,
	CONSTRAINT "ctr_account_uq" UNIQUE("partner_id","packaging_type"),
	CONSTRAINT "ctr_account_type_ck" CHECK ("ctr_account"."packaging_type" in ('pallet', 'palletLid', 'plasticBox', 'plasticBoxLid', 'liner', 'blisterTray', 'surroundBox')),
	CONSTRAINT "ctr_account_balance_ck" CHECK ("ctr_account"."balance" >= 0 and "ctr_account"."postings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ctr_lot" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_lot_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"opened_on" date NOT NULL,
	"qty" integer NOT NULL,
	"open" integer NOT NULL,
	CONSTRAINT "ctr_lot_qty_ck" CHECK ("ctr_lot"."qty" > 0 and "ctr_lot"."open" >= 0 and "ctr_lot"."open" <= "ctr_lot"."qty")
);
--> statement-breakpoint
CREATE TABLE "ctr_lot_take" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_lot_take_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lot_id" integer NOT NULL,
	"posting_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"taken_on" date NOT NULL,
	"written_off" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ctr_lot_take_qty_ck" CHECK ("ctr_lot_take"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "ctr_partner" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_partner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"customer_id" integer,
	"consignee_id" integer,
	"consignor_id" integer,
	"carrier_id" integer,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"free_days" integer DEFAULT 0 NOT NULL,
	"charged" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ctr_partner_kind_ck" CHECK ("ctr_partner"."kind" in ('customer', 'consignee', 'consignor', 'carrier')),
	CONSTRAINT "ctr_partner_ref_ck" CHECK (num_nonnulls("ctr_partner"."customer_id", "ctr_partner"."consignee_id", "ctr_partner"."consignor_id", "ctr_partner"."carrier_id") = 1
        and ("ctr_partner"."kind" = 'customer') = ("ctr_partner"."customer_id" is not null)
        and ("ctr_partner"."kind" = 'consignee') = ("ctr_partner"."consignee_id" is not null)
        and ("ctr_partner"."kind" = 'consignor') = ("ctr_partner"."consignor_id" is not null)
        and ("ctr_partner"."kind" = 'carrier') = ("ctr_partner"."carrier_id" is not null)),
	CONSTRAINT "ctr_partner_free_days_ck" CHECK ("ctr_partner"."free_days" between 0 and 3650)
);
--> statement-breakpoint
CREATE TABLE "ctr_posting" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_posting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"account_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"packaging_type" varchar(20) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"qty" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"posted_on" date DEFAULT current_date NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_no" varchar(50),
	"reason" varchar(500),
	"user_id" integer,
	"user_name" varchar(100),
	CONSTRAINT "ctr_posting_seq_uq" UNIQUE("account_id","seq"),
	CONSTRAINT "ctr_posting_kind_ck" CHECK ("ctr_posting"."kind" in ('delivery', 'shipment', 'transitReceipt', 'receipt', 'correction', 'found', 'writeOff')),
	CONSTRAINT "ctr_posting_sign_ck" CHECK ("ctr_posting"."qty" <> 0
        and ("ctr_posting"."kind" not in ('delivery', 'shipment', 'found') or "ctr_posting"."qty" > 0)
        and ("ctr_posting"."kind" not in ('transitReceipt', 'receipt', 'writeOff') or "ctr_posting"."qty" < 0)),
	CONSTRAINT "ctr_posting_reason_ck" CHECK ("ctr_posting"."kind" not in ('correction', 'found', 'writeOff') or length(trim("ctr_posting"."reason")) > 0),
	CONSTRAINT "ctr_posting_balance_ck" CHECK ("ctr_posting"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ctr_price" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"packaging_type" varchar(20) NOT NULL,
	"daily_rent" integer DEFAULT 0 NOT NULL,
	"loss_price" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ctr_price_uq" UNIQUE("partner_id","packaging_type"),
	CONSTRAINT "ctr_price_type_ck" CHECK ("ctr_price"."packaging_type" in ('pallet', 'palletLid', 'plasticBox', 'plasticBoxLid', 'liner', 'blisterTray', 'surroundBox')),
	CONSTRAINT "ctr_price_ck" CHECK ("ctr_price"."daily_rent" >= 0 and "ctr_price"."loss_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "carrier" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carrier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"alias" varchar(100),
	"description" varchar(500),
	"addr" varchar(200),
	"contact" varchar(50),
	"contact_phone" varchar(30)
);
--> statement-breakpoint
ALTER TABLE "ctr_account" ADD CONSTRAINT "ctr_account_partner_id_ctr_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."ctr_partner"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_lot" ADD CONSTRAINT "ctr_lot_account_id_ctr_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ctr_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_lot" ADD CONSTRAINT "ctr_lot_posting_id_ctr_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ctr_posting"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_lot_take" ADD CONSTRAINT "ctr_lot_take_lot_id_ctr_lot_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."ctr_lot"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_lot_take" ADD CONSTRAINT "ctr_lot_take_posting_id_ctr_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ctr_posting"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_partner" ADD CONSTRAINT "ctr_partner_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_partner" ADD CONSTRAINT "ctr_partner_consignee_id_consignee_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."consignee"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_partner" ADD CONSTRAINT "ctr_partner_consignor_id_consignor_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_partner" ADD CONSTRAINT "ctr_partner_carrier_id_carrier_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carrier"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_posting" ADD CONSTRAINT "ctr_posting_account_id_ctr_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ctr_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_posting" ADD CONSTRAINT "ctr_posting_partner_id_ctr_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."ctr_partner"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_price" ADD CONSTRAINT "ctr_price_partner_id_ctr_partner_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."ctr_partner"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ctr_account_balance_idx" ON "ctr_account" USING btree ("balance");--> statement-breakpoint
CREATE INDEX "ctr_lot_open_idx" ON "ctr_lot" USING btree ("account_id","opened_on","id") WHERE "ctr_lot"."open" > 0;--> statement-breakpoint
CREATE INDEX "ctr_lot_opened_idx" ON "ctr_lot" USING btree ("opened_on");--> statement-breakpoint
CREATE INDEX "ctr_lot_take_lot_idx" ON "ctr_lot_take" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "ctr_lot_take_on_idx" ON "ctr_lot_take" USING btree ("taken_on");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_partner_customer_uq" ON "ctr_partner" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_partner_consignee_uq" ON "ctr_partner" USING btree ("consignee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_partner_consignor_uq" ON "ctr_partner" USING btree ("consignor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ctr_partner_carrier_uq" ON "ctr_partner" USING btree ("carrier_id");--> statement-breakpoint
CREATE INDEX "ctr_partner_code_idx" ON "ctr_partner" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ctr_posting_partner_idx" ON "ctr_posting" USING btree ("partner_id","id");--> statement-breakpoint
CREATE INDEX "ctr_posting_posted_on_idx" ON "ctr_posting" USING btree ("posted_on");--> statement-breakpoint
CREATE INDEX "ctr_posting_order_no_idx" ON "ctr_posting" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_code_uq" ON "carrier" USING btree ("code");--> statement-breakpoint
CREATE INDEX "carrier_name_idx" ON "carrier" USING btree ("name");--> statement-breakpoint
-- A posting moves its account: balance and count in the same statement, so the balance is always the sum of
-- the postings (a balance below zero fails ctr_account_balance_ck and the posting with it).
CREATE FUNCTION ctr_post() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ctr_account SET balance = balance + NEW.qty, postings = postings + 1, last_posted_at = NEW.posted_at
   WHERE id = NEW.account_id AND partner_id = NEW.partner_id AND packaging_type = NEW.packaging_type
   RETURNING balance, postings INTO NEW.balance, NEW.seq;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ctr_posting: account % is not partner % and type %', NEW.account_id, NEW.partner_id, NEW.packaging_type
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ctr_post BEFORE INSERT ON ctr_posting FOR EACH ROW EXECUTE FUNCTION ctr_post();
--> statement-breakpoint
-- Open lots, first in first out: out (+) opens a lot on its day; back (−) takes from the oldest.
CREATE FUNCTION ctr_lots() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted integer := -NEW.qty;
  lot record;
  took integer;
BEGIN
  IF NEW.qty > 0 THEN
    INSERT INTO ctr_lot (account_id, posting_id, opened_on, qty, open) VALUES (NEW.account_id, NEW.id, NEW.posted_on, NEW.qty, NEW.qty);
    RETURN NULL;
  END IF;
  FOR lot IN SELECT id, open FROM ctr_lot WHERE account_id = NEW.account_id AND open > 0 ORDER BY opened_on, id LOOP
    took := least(lot.open, wanted);
    UPDATE ctr_lot SET open = open - took WHERE id = lot.id;
    INSERT INTO ctr_lot_take (lot_id, posting_id, qty, taken_on, written_off) VALUES (lot.id, NEW.id, took, NEW.posted_on, NEW.kind = 'writeOff');
    wanted := wanted - took;
    EXIT WHEN wanted = 0;
  END LOOP;
  IF wanted > 0 THEN
    RAISE EXCEPTION 'ctr_posting %: % units more than the open lots of account %', NEW.id, wanted, NEW.account_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ctr_lots AFTER INSERT ON ctr_posting FOR EACH ROW EXECUTE FUNCTION ctr_lots();
--> statement-breakpoint
-- Balances, lots and takes change only through a posting (its triggers run one level deeper); postings never change.
CREATE FUNCTION ctr_by_posting_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'ctr_account' THEN
    IF TG_OP = 'INSERT' AND (NEW.balance <> 0 OR NEW.postings <> 0) THEN
      RAISE EXCEPTION 'ctr_account: an account opens empty' USING ERRCODE = 'check_violation';
    END IF;
    IF TG_OP = 'UPDATE' AND (NEW.balance, NEW.postings) IS NOT DISTINCT FROM (OLD.balance, OLD.postings) THEN
      RETURN NEW;
    END IF;
    IF TG_OP = 'INSERT' THEN RETURN NEW; END IF;
  END IF;
  IF TG_TABLE_NAME = 'ctr_posting' OR pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION '%: changed only by a new posting', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER ctr_account_guard BEFORE INSERT OR UPDATE OR DELETE ON ctr_account FOR EACH ROW EXECUTE FUNCTION ctr_by_posting_only();
--> statement-breakpoint
CREATE TRIGGER ctr_posting_guard BEFORE UPDATE OR DELETE ON ctr_posting FOR EACH ROW EXECUTE FUNCTION ctr_by_posting_only();
--> statement-breakpoint
CREATE TRIGGER ctr_lot_guard BEFORE INSERT OR UPDATE OR DELETE ON ctr_lot FOR EACH ROW EXECUTE FUNCTION ctr_by_posting_only();
--> statement-breakpoint
CREATE TRIGGER ctr_lot_take_guard BEFORE INSERT OR UPDATE OR DELETE ON ctr_lot_take FOR EACH ROW EXECUTE FUNCTION ctr_by_posting_only();
--> statement-breakpoint
-- A partner's code and name are its master row's.
CREATE FUNCTION ctr_partner_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT m.code, m.name INTO NEW.code, NEW.name FROM (
    SELECT code, name FROM customer WHERE id = NEW.customer_id
    UNION ALL SELECT code, name FROM consignee WHERE id = NEW.consignee_id
    UNION ALL SELECT code, name FROM consignor WHERE id = NEW.consignor_id
    UNION ALL SELECT code, name FROM carrier WHERE id = NEW.carrier_id) m;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ctr_partner_names BEFORE INSERT OR UPDATE OF customer_id, consignee_id, consignor_id, carrier_id ON ctr_partner
  FOR EACH ROW EXECUTE FUNCTION ctr_partner_names();
--> statement-breakpoint
CREATE FUNCTION ctr_partner_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE ctr_partner SET code = $1, name = $2 WHERE %I = $3', TG_ARGV[0]) USING NEW.code, NEW.name, NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ctr_partner_renamed AFTER UPDATE OF code, name ON customer FOR EACH ROW EXECUTE FUNCTION ctr_partner_renamed('customer_id');
--> statement-breakpoint
CREATE TRIGGER ctr_partner_renamed AFTER UPDATE OF code, name ON consignee FOR EACH ROW EXECUTE FUNCTION ctr_partner_renamed('consignee_id');
--> statement-breakpoint
CREATE TRIGGER ctr_partner_renamed AFTER UPDATE OF code, name ON consignor FOR EACH ROW EXECUTE FUNCTION ctr_partner_renamed('consignor_id');
--> statement-breakpoint
CREATE TRIGGER ctr_partner_renamed AFTER UPDATE OF code, name ON carrier FOR EACH ROW EXECUTE FUNCTION ctr_partner_renamed('carrier_id');
