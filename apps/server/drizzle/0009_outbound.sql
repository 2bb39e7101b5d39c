CREATE SEQUENCE "public"."outbound_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "outbound_allocation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_allocation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "outbound_allocation_line_stock_uq" UNIQUE("line_id","stock_id"),
	CONSTRAINT "outbound_allocation_qty_ck" CHECK ("outbound_allocation"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "outbound_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"no" varchar(50) NOT NULL,
	"doc_no" varchar(50),
	"ext_ref" varchar(50) NOT NULL,
	"ext_doc_no" varchar(50) NOT NULL,
	"ncts_no" varchar(50),
	"ship_agent" varchar(100),
	"consignor_id" integer,
	"consignor_code" varchar(32),
	"consignee_id" integer,
	"consignee_code" varchar(32),
	"carrier_type" varchar(50),
	"carrier_class" varchar(50),
	"order_date" date,
	"posting_date" date NOT NULL,
	"allocat_date" timestamp with time zone,
	"ship_date" date,
	"cancel_date" date,
	"delivery_date" date,
	"warehouse_id" integer NOT NULL,
	"status" integer DEFAULT 10 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"alloc_qty" integer DEFAULT 0 NOT NULL,
	"vehicle_no" varchar(50),
	"comment" varchar(500),
	CONSTRAINT "outbound_order_no_uq" UNIQUE("no"),
	CONSTRAINT "outbound_order_status_ck" CHECK ("outbound_order"."status" in (0, 10, 80, 90, 100, 110, 120, 130, 200)),
	CONSTRAINT "outbound_order_qty_ck" CHECK ("outbound_order"."qty" >= 0 and "outbound_order"."alloc_qty" >= 0 and "outbound_order"."alloc_qty" <= "outbound_order"."qty")
);
--> statement-breakpoint
CREATE TABLE "outbound_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"order_no" varchar(50),
	"supplier" varchar(100),
	"item_name" varchar(100),
	"item_code" varchar(32),
	"item_desc" varchar(500),
	"comments" varchar(500),
	"lot_no" varchar(50),
	"qty" integer NOT NULL,
	"alloc_qty" integer DEFAULT 0 NOT NULL,
	"weight" numeric(14, 3),
	"lpn" varchar(50),
	"container_no" varchar(50),
	"uom" varchar(20),
	"sn" varchar(100),
	"dn" varchar(100),
	"carrier_type" varchar(50),
	"carrier_class" varchar(50),
	"consignee_id" integer,
	"vehicle_no" varchar(50),
	CONSTRAINT "outbound_order_line_no_uq" UNIQUE("order_id","line_no"),
	CONSTRAINT "outbound_order_line_qty_ck" CHECK ("outbound_order_line"."qty" > 0),
	CONSTRAINT "outbound_order_line_alloc_ck" CHECK ("outbound_order_line"."alloc_qty" >= 0 and "outbound_order_line"."alloc_qty" <= "outbound_order_line"."qty")
);
--> statement-breakpoint
ALTER TABLE "outbound_allocation" ADD CONSTRAINT "outbound_allocation_order_id_outbound_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."outbound_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_allocation" ADD CONSTRAINT "outbound_allocation_line_id_outbound_order_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."outbound_order_line"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_allocation" ADD CONSTRAINT "outbound_allocation_stock_id_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order" ADD CONSTRAINT "outbound_order_consignor_id_consignor_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order" ADD CONSTRAINT "outbound_order_consignee_id_consignee_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."consignee"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order" ADD CONSTRAINT "outbound_order_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_line" ADD CONSTRAINT "outbound_order_line_order_id_outbound_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."outbound_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_line" ADD CONSTRAINT "outbound_order_line_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order_line" ADD CONSTRAINT "outbound_order_line_consignee_id_consignee_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."consignee"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_allocation_order_idx" ON "outbound_allocation" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outbound_allocation_stock_idx" ON "outbound_allocation" USING btree ("stock_id");--> statement-breakpoint
CREATE INDEX "outbound_order_warehouse_idx" ON "outbound_order" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "outbound_order_status_idx" ON "outbound_order" USING btree ("status");--> statement-breakpoint
CREATE INDEX "outbound_order_line_sku_idx" ON "outbound_order_line" USING btree ("sku_id");--> statement-breakpoint
-- hand-written below
-- A line's item name sorts like every other name (docs/decisions.md "Names sort by pinyin").
ALTER TABLE "outbound_order_line" ALTER COLUMN "item_name" TYPE varchar(100) COLLATE zh_pinyin;--> statement-breakpoint
-- A line's alloc_qty is the sum of its allocation rows, kept here rather than by each caller, so the line's
-- CHECK (alloc_qty <= qty) guards over-allocation of a line in the database itself. Statement-level, with
-- transition tables: allocating a 1,000-line order updates each line once, not once per allocation row.
CREATE FUNCTION outbound_allocation_line_qty() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE outbound_order_line l SET alloc_qty = l.alloc_qty + d.q
      FROM (SELECT line_id, sum(qty)::int AS q FROM new_rows GROUP BY line_id) d WHERE l.id = d.line_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE outbound_order_line l SET alloc_qty = l.alloc_qty - d.q
      FROM (SELECT line_id, sum(qty)::int AS q FROM old_rows GROUP BY line_id) d WHERE l.id = d.line_id;
  ELSE
    UPDATE outbound_order_line l SET alloc_qty = l.alloc_qty + d.q
      FROM (
        SELECT line_id, sum(q)::int AS q FROM (
          SELECT line_id, qty AS q FROM new_rows UNION ALL SELECT line_id, -qty FROM old_rows
        ) u GROUP BY line_id
      ) d WHERE l.id = d.line_id AND d.q <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER outbound_allocation_ins AFTER INSERT ON outbound_allocation REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_allocation_line_qty();
--> statement-breakpoint
CREATE TRIGGER outbound_allocation_del AFTER DELETE ON outbound_allocation REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_allocation_line_qty();
--> statement-breakpoint
CREATE TRIGGER outbound_allocation_upd AFTER UPDATE ON outbound_allocation REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION outbound_allocation_line_qty();
