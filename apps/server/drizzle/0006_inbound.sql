CREATE SEQUENCE "public"."inbound_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."transfer_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "inbound_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
	"order_date" date,
	"ship_date" date,
	"cancel_date" date,
	"delivery_date" date,
	"stock_date" timestamp with time zone,
	"warehouse_id" integer NOT NULL,
	"status" integer DEFAULT 10 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"posting_date" date NOT NULL,
	"comment" varchar(500),
	CONSTRAINT "inbound_order_no_uq" UNIQUE("no"),
	CONSTRAINT "inbound_order_status_ck" CHECK ("inbound_order"."status" in (0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 200)),
	CONSTRAINT "inbound_order_qty_ck" CHECK ("inbound_order"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inbound_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inbound_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"item_desc" varchar(500),
	"supplier" varchar(100),
	"supplier_code" varchar(32),
	"item_name" varchar(100),
	"item_code" varchar(32),
	"recv_qty" integer DEFAULT 0 NOT NULL,
	"uom" varchar(20),
	"weight" numeric(14, 3),
	"carrier_type" varchar(50),
	"carrier_class" varchar(50),
	"location_id" integer,
	"lpn" varchar(50),
	"lot_no" varchar(50),
	"container_no" varchar(50),
	"ship_box" integer,
	"ship_qty" integer NOT NULL,
	"recv_box" integer,
	"stock_box" integer,
	"stock_qty" integer DEFAULT 0 NOT NULL,
	"stock_date" timestamp with time zone,
	"ship_box_lbl" varchar(50),
	CONSTRAINT "inbound_order_line_no_uq" UNIQUE("order_id","line_no"),
	CONSTRAINT "inbound_order_line_ship_ck" CHECK ("inbound_order_line"."ship_qty" > 0),
	CONSTRAINT "inbound_order_line_recv_ck" CHECK ("inbound_order_line"."recv_qty" >= 0 and "inbound_order_line"."recv_qty" <= "inbound_order_line"."ship_qty"),
	CONSTRAINT "inbound_order_line_stock_ck" CHECK ("inbound_order_line"."stock_qty" >= 0 and "inbound_order_line"."stock_qty" <= "inbound_order_line"."recv_qty"),
	CONSTRAINT "inbound_order_line_box_ck" CHECK (coalesce("inbound_order_line"."ship_box", 0) >= 0 and coalesce("inbound_order_line"."recv_box", 0) >= 0 and coalesce("inbound_order_line"."stock_box", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"no" varchar(50) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"posting_date" date NOT NULL,
	"status" integer DEFAULT 10 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"stock_date" timestamp with time zone,
	"comment" varchar(500),
	CONSTRAINT "transfer_order_no_uq" UNIQUE("no"),
	CONSTRAINT "transfer_order_status_ck" CHECK ("transfer_order"."status" in (0, 10, 70)),
	CONSTRAINT "transfer_order_qty_ck" CHECK ("transfer_order"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"stock_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"from_location_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"qty" integer NOT NULL,
	CONSTRAINT "transfer_order_line_no_uq" UNIQUE("order_id","line_no"),
	CONSTRAINT "transfer_order_line_qty_ck" CHECK ("transfer_order_line"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "inbound_order" ADD CONSTRAINT "inbound_order_consignor_id_consignor_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_order" ADD CONSTRAINT "inbound_order_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_order_line" ADD CONSTRAINT "inbound_order_line_order_id_inbound_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."inbound_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_order_line" ADD CONSTRAINT "inbound_order_line_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_order_line" ADD CONSTRAINT "inbound_order_line_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_order" ADD CONSTRAINT "transfer_order_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_order_line" ADD CONSTRAINT "transfer_order_line_order_id_transfer_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."transfer_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_order_line" ADD CONSTRAINT "transfer_order_line_stock_id_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_order_line" ADD CONSTRAINT "transfer_order_line_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_order_line" ADD CONSTRAINT "transfer_order_line_from_location_id_location_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_order_line" ADD CONSTRAINT "transfer_order_line_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_order_warehouse_idx" ON "inbound_order" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "inbound_order_status_idx" ON "inbound_order" USING btree ("status");--> statement-breakpoint
CREATE INDEX "inbound_order_line_sku_idx" ON "inbound_order_line" USING btree ("sku_id");--> statement-breakpoint
CREATE INDEX "transfer_order_line_stock_idx" ON "transfer_order_line" USING btree ("stock_id");