CREATE SEQUENCE "public"."mr_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."tr_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "mr_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mr_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"no" varchar(50) NOT NULL,
	"customer_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer,
	"ext_ref" varchar(50),
	"order_date" date,
	"required_date" date,
	"contact" varchar(50),
	"contact_phone" varchar(30),
	"address" varchar(200),
	"status" integer DEFAULT 100 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"done_qty" integer DEFAULT 0 NOT NULL,
	"comment" varchar(500),
	CONSTRAINT "mr_order_no_uq" UNIQUE("no"),
	CONSTRAINT "mr_order_status_ck" CHECK (status in (0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000)),
	CONSTRAINT "mr_order_qty_ck" CHECK ("mr_order"."qty" >= 0 and "mr_order"."done_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mr_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mr_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"packaging_id" integer,
	"material_id" integer,
	"qty" integer NOT NULL,
	"done_qty" integer DEFAULT 0 NOT NULL,
	"comment" varchar(200),
	CONSTRAINT "mr_order_line_no_uq" UNIQUE("order_id","line_no"),
	CONSTRAINT "mr_order_line_qty_ck" CHECK ("mr_order_line"."qty" > 0 and "mr_order_line"."done_qty" >= 0 and "mr_order_line"."done_qty" <= "mr_order_line"."qty"),
	CONSTRAINT "mr_order_line_what_ck" CHECK (("mr_order_line"."packaging_id" is null) <> ("mr_order_line"."material_id" is null))
);
--> statement-breakpoint
CREATE TABLE "mr_order_route" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mr_order_route_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" integer NOT NULL,
	"from_status" integer,
	"action" varchar(20) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" varchar(100),
	"comment" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "tr_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tr_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"no" varchar(50) NOT NULL,
	"customer_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"location_id" integer,
	"ext_ref" varchar(50),
	"order_date" date,
	"required_date" date,
	"contact" varchar(50),
	"contact_phone" varchar(30),
	"address" varchar(200),
	"status" integer DEFAULT 100 NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"done_qty" integer DEFAULT 0 NOT NULL,
	"comment" varchar(500),
	CONSTRAINT "tr_order_no_uq" UNIQUE("no"),
	CONSTRAINT "tr_order_status_ck" CHECK (status in (0, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000)),
	CONSTRAINT "tr_order_qty_ck" CHECK ("tr_order"."qty" >= 0 and "tr_order"."done_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tr_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tr_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"packaging_id" integer,
	"material_id" integer,
	"qty" integer NOT NULL,
	"done_qty" integer DEFAULT 0 NOT NULL,
	"comment" varchar(200),
	CONSTRAINT "tr_order_line_no_uq" UNIQUE("order_id","line_no"),
	CONSTRAINT "tr_order_line_qty_ck" CHECK ("tr_order_line"."qty" > 0 and "tr_order_line"."done_qty" >= 0 and "tr_order_line"."done_qty" <= "tr_order_line"."qty"),
	CONSTRAINT "tr_order_line_what_ck" CHECK (("tr_order_line"."packaging_id" is null) <> ("tr_order_line"."material_id" is null))
);
--> statement-breakpoint
CREATE TABLE "tr_order_route" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tr_order_route_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" integer NOT NULL,
	"from_status" integer,
	"action" varchar(20) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_name" varchar(100),
	"comment" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "mr_order" ADD CONSTRAINT "mr_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mr_order" ADD CONSTRAINT "mr_order_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mr_order" ADD CONSTRAINT "mr_order_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mr_order_line" ADD CONSTRAINT "mr_order_line_order_id_mr_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mr_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mr_order_line" ADD CONSTRAINT "mr_order_line_packaging_id_packaging_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."packaging"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mr_order_line" ADD CONSTRAINT "mr_order_line_material_id_packaging_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_material"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mr_order_route" ADD CONSTRAINT "mr_order_route_order_id_mr_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mr_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tr_order" ADD CONSTRAINT "tr_order_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tr_order" ADD CONSTRAINT "tr_order_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tr_order" ADD CONSTRAINT "tr_order_location_id_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."location"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tr_order_line" ADD CONSTRAINT "tr_order_line_order_id_tr_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."tr_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tr_order_line" ADD CONSTRAINT "tr_order_line_packaging_id_packaging_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."packaging"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tr_order_line" ADD CONSTRAINT "tr_order_line_material_id_packaging_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_material"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tr_order_route" ADD CONSTRAINT "tr_order_route_order_id_tr_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."tr_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mr_order_customer_idx" ON "mr_order" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "mr_order_warehouse_idx" ON "mr_order" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "mr_order_location_idx" ON "mr_order" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "mr_order_status_idx" ON "mr_order" USING btree ("status");--> statement-breakpoint
CREATE INDEX "mr_order_line_packaging_idx" ON "mr_order_line" USING btree ("packaging_id");--> statement-breakpoint
CREATE INDEX "mr_order_line_material_idx" ON "mr_order_line" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "mr_order_route_order_idx" ON "mr_order_route" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "tr_order_customer_idx" ON "tr_order" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "tr_order_warehouse_idx" ON "tr_order" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "tr_order_location_idx" ON "tr_order" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "tr_order_status_idx" ON "tr_order" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tr_order_line_packaging_idx" ON "tr_order_line" USING btree ("packaging_id");--> statement-breakpoint
CREATE INDEX "tr_order_line_material_idx" ON "tr_order_line" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "tr_order_route_order_idx" ON "tr_order_route" USING btree ("order_id","id");