CREATE SEQUENCE "public"."count_task_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "count_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "count_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"stock_id" integer,
	"location_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"lot_no" varchar(50),
	"lpn" varchar(50),
	"ship_box_lbl" varchar(50),
	"stock_status" varchar(20) DEFAULT 'available' NOT NULL,
	"book" integer NOT NULL,
	"counted" integer,
	"found" boolean DEFAULT false NOT NULL,
	"counted_by" varchar(50),
	"counted_at" timestamp with time zone,
	"merged" integer,
	CONSTRAINT "count_item_book_ck" CHECK ("count_item"."book" >= 0),
	CONSTRAINT "count_item_counted_ck" CHECK ("count_item"."counted" is null or "count_item"."counted" >= 0),
	CONSTRAINT "count_item_found_ck" CHECK ("count_item"."found" or "count_item"."stock_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "count_record" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "count_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"recount" boolean DEFAULT false NOT NULL,
	"user_id" integer,
	"user_name" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "count_record_qty_ck" CHECK ("count_record"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "count_task" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "count_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"no" varchar(50) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"status" integer DEFAULT 10 NOT NULL,
	"blind" boolean DEFAULT false NOT NULL,
	"spec" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scope" varchar(500),
	"item_count" integer DEFAULT 0 NOT NULL,
	"counted_count" integer DEFAULT 0 NOT NULL,
	"progress" integer GENERATED ALWAYS AS (case when item_count > 0 then (counted_count * 100 / item_count) else 0 end) STORED,
	"created_by" varchar(50),
	"merged_at" timestamp with time zone,
	"merged_by" varchar(50),
	CONSTRAINT "count_task_no_uq" UNIQUE("no"),
	CONSTRAINT "count_task_status_ck" CHECK ("count_task"."status" in (0, 10, 20, 100)),
	CONSTRAINT "count_task_counts_ck" CHECK ("count_task"."item_count" >= 0 and "count_task"."counted_count" >= 0 and "count_task"."counted_count" <= "count_task"."item_count"),
	CONSTRAINT "count_task_merged_ck" CHECK (("count_task"."status" = 100) = ("count_task"."merged_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "count_item" ADD CONSTRAINT "count_item_task_id_count_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."count_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_item" ADD CONSTRAINT "count_item_stock_id_stock_id_fk" FOREIGN KEY ("stock_id") REFERENCES "public"."stock"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_item" ADD CONSTRAINT "count_item_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_item" ADD CONSTRAINT "count_item_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_record" ADD CONSTRAINT "count_record_item_id_count_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."count_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "count_task" ADD CONSTRAINT "count_task_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "count_item_stock_uq" ON "count_item" USING btree ("task_id","stock_id") WHERE "count_item"."stock_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "count_item_found_uq" ON "count_item" USING btree ("task_id","location_id","sku_id",coalesce("lot_no", '')) WHERE "count_item"."found";--> statement-breakpoint
CREATE INDEX "count_item_task_idx" ON "count_item" USING btree ("task_id","location_id","sku_id");--> statement-breakpoint
CREATE INDEX "count_record_item_idx" ON "count_record" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "count_task_status_idx" ON "count_task" USING btree ("status");