CREATE SEQUENCE "public"."outbound_task_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "outbound_task" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"no" varchar(50) NOT NULL,
	"type" varchar(20) NOT NULL,
	"order_id" integer NOT NULL,
	"status" integer DEFAULT 10 NOT NULL,
	"issue_time" timestamp with time zone DEFAULT now() NOT NULL,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"order_qty" integer DEFAULT 0 NOT NULL,
	"item_qty" integer DEFAULT 0 NOT NULL,
	"act_qty" integer DEFAULT 0 NOT NULL,
	"lpn" varchar(50),
	"worker" varchar(50),
	CONSTRAINT "outbound_task_no_uq" UNIQUE("no"),
	CONSTRAINT "outbound_task_type_ck" CHECK ("outbound_task"."type" in ('picking', 'packing', 'sealing')),
	CONSTRAINT "outbound_task_status_ck" CHECK ("outbound_task"."status" in (0, 10, 20, 100))
);
--> statement-breakpoint
CREATE TABLE "outbound_task_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbound_task_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"task_id" integer NOT NULL,
	"order_item_id" integer,
	"allocation_id" integer,
	"stock_id" integer,
	"sku_id" integer,
	"location_id" integer,
	"lot_no" varchar(50),
	"qty" integer NOT NULL,
	"act_qty" integer,
	"status" integer DEFAULT 10 NOT NULL,
	"issue_time" timestamp with time zone DEFAULT now() NOT NULL,
	"start_time" timestamp with time zone,
	"finish_time" timestamp with time zone,
	"worker" varchar(50),
	"sn" varchar(100),
	"dn" varchar(100),
	"ship_box_lbl" varchar(50),
	"lpn" varchar(50),
	"volume" numeric(14, 3),
	"weight" numeric(14, 3),
	CONSTRAINT "outbound_task_item_qty_ck" CHECK ("outbound_task_item"."qty" >= 0 and ("outbound_task_item"."act_qty" is null or ("outbound_task_item"."act_qty" >= 0 and "outbound_task_item"."act_qty" <= "outbound_task_item"."qty"))),
	CONSTRAINT "outbound_task_item_status_ck" CHECK ("outbound_task_item"."status" in (0, 10, 100))
);
--> statement-breakpoint
ALTER TABLE "outbound_order_line" ADD COLUMN "issued_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbound_task" ADD CONSTRAINT "outbound_task_order_id_outbound_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."outbound_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_task_item" ADD CONSTRAINT "outbound_task_item_task_id_outbound_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."outbound_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_task_item" ADD CONSTRAINT "outbound_task_item_order_item_id_outbound_order_line_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."outbound_order_line"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_task_item" ADD CONSTRAINT "outbound_task_item_allocation_id_outbound_allocation_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."outbound_allocation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_task_item" ADD CONSTRAINT "outbound_task_item_stock_id_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_task_item" ADD CONSTRAINT "outbound_task_item_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_task_item" ADD CONSTRAINT "outbound_task_item_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbound_task_order_idx" ON "outbound_task" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "outbound_task_status_idx" ON "outbound_task" USING btree ("status");--> statement-breakpoint
CREATE INDEX "outbound_task_item_task_idx" ON "outbound_task_item" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "outbound_task_item_allocation_idx" ON "outbound_task_item" USING btree ("allocation_id");