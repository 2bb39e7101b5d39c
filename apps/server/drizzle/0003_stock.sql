CREATE TABLE "stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot_no" varchar(50),
	"lpn" varchar(50),
	"ship_box_lbl" varchar(50),
	"status" varchar(20) DEFAULT 'available' NOT NULL,
	"qoh" integer DEFAULT 0 NOT NULL,
	"qal" integer DEFAULT 0 NOT NULL,
	"qty" integer GENERATED ALWAYS AS (qoh - qal) STORED,
	"item_name" varchar(100),
	"description" varchar(500),
	"unit_id" integer,
	"snp" integer,
	"box" integer GENERATED ALWAYS AS (case when snp > 0 then ceil(qoh::numeric / snp)::int end) STORED,
	"pack_type" varchar(20),
	"pack_code" varchar(32),
	"inbound_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_key_uq" UNIQUE NULLS NOT DISTINCT("warehouse_id","location_id","sku_id","lot_no","lpn","ship_box_lbl","status"),
	CONSTRAINT "stock_qoh_ck" CHECK ("stock"."qoh" >= 0),
	CONSTRAINT "stock_qal_ck" CHECK ("stock"."qal" >= 0),
	CONSTRAINT "stock_qal_qoh_ck" CHECK ("stock"."qal" <= "stock"."qoh"),
	CONSTRAINT "stock_status_ck" CHECK ("stock"."status" in ('available', 'barrier')),
	CONSTRAINT "stock_barrier_ck" CHECK ("stock"."status" = 'available' or "stock"."qal" = 0)
);
--> statement-breakpoint
CREATE TABLE "stock_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"ledger_date" timestamp with time zone DEFAULT now() NOT NULL,
	"type" varchar(20) NOT NULL,
	"qty" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot_no" varchar(50),
	"lpn" varchar(50),
	"ship_box_lbl" varchar(50),
	"status" varchar(20) NOT NULL,
	"item_name" varchar(100),
	"item_code" varchar(32),
	"unit_id" integer,
	"order_no" varchar(50),
	"order_line" integer,
	"user_id" integer,
	"user_name" varchar(50),
	"comment" varchar(500),
	CONSTRAINT "stock_ledger_qty_ck" CHECK ("stock_ledger"."qty" <> 0)
);
--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_stock_id_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_sku_idx" ON "stock" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "stock_location_idx" ON "stock" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stock_inbound_date_idx" ON "stock" USING btree ("inbound_date");--> statement-breakpoint
CREATE INDEX "stock_ledger_stock_idx" ON "stock_ledger" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_date_idx" ON "stock_ledger" USING btree ("ledger_date");--> statement-breakpoint
CREATE INDEX "stock_ledger_type_date_idx" ON "stock_ledger" USING btree ("type","ledger_date");--> statement-breakpoint
CREATE INDEX "stock_ledger_sku_idx" ON "stock_ledger" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "stock_ledger_order_no_idx" ON "stock_ledger" USING btree ("order_no");--> statement-breakpoint
CREATE FUNCTION stock_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_ledger is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_ledger_append_only BEFORE UPDATE OR DELETE ON stock_ledger FOR EACH ROW EXECUTE FUNCTION stock_ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER stock_ledger_no_truncate BEFORE TRUNCATE ON stock_ledger FOR EACH STATEMENT EXECUTE FUNCTION stock_ledger_append_only();
--> statement-breakpoint
CREATE FUNCTION product_sku_stock_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE stock SET item_name = NEW.item_name, description = NEW.description, unit_id = NEW.unit_id, snp = NEW.snp
  WHERE sku_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_sku_stock_copy AFTER UPDATE OF item_name, description, unit_id, snp ON product_sku FOR EACH ROW
  WHEN ((OLD.item_name, OLD.description, OLD.unit_id, OLD.snp) IS DISTINCT FROM (NEW.item_name, NEW.description, NEW.unit_id, NEW.snp))
  EXECUTE FUNCTION product_sku_stock_copy();
