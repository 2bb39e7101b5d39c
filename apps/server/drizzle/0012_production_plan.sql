CREATE TABLE "production_plan" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_plan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"plan_date" date NOT NULL,
	"consignor_id" integer NOT NULL,
	"consignee_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"product_code" varchar(50),
	"description" varchar(500),
	CONSTRAINT "production_plan_qty_ck" CHECK ("production_plan"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "production_plan" ADD CONSTRAINT "production_plan_consignor_id_consignor_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_plan" ADD CONSTRAINT "production_plan_consignee_id_consignee_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."consignee"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_plan" ADD CONSTRAINT "production_plan_sku_id_product_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."product_sku"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "production_plan_key_uq" ON "production_plan" USING btree ("plan_date","consignor_id","consignee_id","sku_id");--> statement-breakpoint
CREATE INDEX "production_plan_consignee_idx" ON "production_plan" USING btree ("consignee_id","plan_date");--> statement-breakpoint
CREATE INDEX "production_plan_sku_idx" ON "production_plan" USING btree ("sku_id");