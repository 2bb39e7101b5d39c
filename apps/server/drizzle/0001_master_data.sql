CREATE SEQUENCE "public"."lpn_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "bas_facility" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bas_facility_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"company_id" integer,
	"warehouse_id" integer,
	"addr" varchar(200),
	"contact" varchar(50),
	"contact_phone" varchar(30),
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(200) NOT NULL,
	"alias" varchar(100),
	"logo" varchar(500),
	"tax_no" varchar(50),
	"addr" varchar(200),
	"contact" varchar(50),
	"contact_phone" varchar(30),
	"email" varchar(100),
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "container" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "container_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"type" varchar(20) NOT NULL,
	"use" varchar(20) NOT NULL,
	"warehouse_id" integer,
	"length" numeric(14, 3),
	"width" numeric(14, 3),
	"height" numeric(14, 3),
	"weight" numeric(14, 3),
	"volume" numeric(14, 3),
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "dock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100),
	"type" varchar(20) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "lpn" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lpn_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"no" varchar(32),
	"type" varchar(20),
	"pack_type" varchar(20),
	"length" numeric(14, 3),
	"width" numeric(14, 3),
	"height" numeric(14, 3),
	"weight" numeric(14, 3),
	"volume" numeric(14, 3),
	"qty" integer NOT NULL,
	"is_print" boolean DEFAULT false
);
--> statement-breakpoint
CREATE TABLE "packaging_material" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packaging_material_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"specs" varchar(100),
	"color" varchar(30),
	"length" numeric(14, 3),
	"width" numeric(14, 3),
	"height" numeric(14, 3),
	"weight" numeric(14, 3),
	"volume" numeric(14, 3),
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "primary_unit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "primary_unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" varchar(50) NOT NULL,
	"unit_class" varchar(20) NOT NULL,
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "secondary_unit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "secondary_unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" varchar(50) NOT NULL,
	"primary_id" integer NOT NULL,
	"factor" numeric(18, 6) NOT NULL,
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "unit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(16) NOT NULL,
	"name" varchar(50) NOT NULL,
	"unit_class" varchar(20) NOT NULL,
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "zone" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zone_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "packaging" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packaging_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"customer_id" integer,
	"length" numeric(14, 3),
	"width" numeric(14, 3),
	"height" numeric(14, 3),
	"weight" numeric(14, 3),
	"volume" numeric(14, 3),
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "packaging_bom" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packaging_bom_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"packaging_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"packaging_code" varchar(32),
	"material_code" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "packaging_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packaging_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"packaging_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"snp" integer NOT NULL,
	"packaging_code" varchar(32),
	"item_code" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"unit_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"alias" varchar(100),
	"alternate_code" varchar(32),
	"bar_code" varchar(50),
	"description" varchar(500),
	"hs_code" varchar(20),
	"color" varchar(30),
	"specs" varchar(100),
	"brand" varchar(50),
	"category" varchar(50),
	"snp" integer,
	"hazmat" boolean DEFAULT false,
	"supplier" varchar(100),
	"supplier_code" varchar(32),
	"consignor_id" integer,
	"consignor_code" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "item_pack" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_pack_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"item_id" integer NOT NULL,
	"pack_code" varchar(32) NOT NULL,
	"pack_type" varchar(20) NOT NULL,
	"snp" integer NOT NULL,
	"length" numeric(14, 3),
	"width" numeric(14, 3),
	"height" numeric(14, 3),
	"weight" numeric(14, 3),
	"volume" numeric(14, 3)
);
--> statement-breakpoint
CREATE TABLE "product_sku" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_sku_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"item_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"no" varchar(50) NOT NULL,
	"bar_code" varchar(50),
	"item_name" varchar(100),
	"description" varchar(500),
	"unit_id" integer NOT NULL,
	"snp" integer,
	"pack_type" varchar(20),
	"pack_code" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "setting_sku" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "setting_sku_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"no" varchar(50) NOT NULL,
	"bar_code" varchar(50),
	"item_name" varchar(100),
	"description" varchar(500),
	"unit_id" integer NOT NULL,
	"snp" integer,
	"pack_type" varchar(20),
	"pack_code" varchar(32),
	"warehouse_id" integer
);
--> statement-breakpoint
CREATE TABLE "consignee" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignee_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
CREATE TABLE "consignor" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consignor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
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
CREATE TABLE "customer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"alias" varchar(100),
	"description" varchar(500),
	"addr" varchar(200),
	"contact" varchar(50),
	"contact_phone" varchar(30),
	"email" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "facility" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "facility_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"customer_id" integer NOT NULL,
	"addr" varchar(200),
	"contact" varchar(50),
	"contact_phone" varchar(30),
	"description" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "operator" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(30),
	"email" varchar(100),
	"warehouse_id" integer,
	"position" varchar(50),
	"description" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "bas_facility" ADD CONSTRAINT "bas_facility_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bas_facility" ADD CONSTRAINT "bas_facility_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container" ADD CONSTRAINT "container_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dock" ADD CONSTRAINT "dock_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "secondary_unit" ADD CONSTRAINT "secondary_unit_primary_id_primary_unit_id_fk" FOREIGN KEY ("primary_id") REFERENCES "public"."primary_unit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone" ADD CONSTRAINT "zone_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging" ADD CONSTRAINT "packaging_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_bom" ADD CONSTRAINT "packaging_bom_packaging_id_packaging_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."packaging"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_bom" ADD CONSTRAINT "packaging_bom_material_id_packaging_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."packaging_material"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_item" ADD CONSTRAINT "packaging_item_packaging_id_packaging_id_fk" FOREIGN KEY ("packaging_id") REFERENCES "public"."packaging"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packaging_item" ADD CONSTRAINT "packaging_item_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_consignor_id_consignor_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."consignor"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_pack" ADD CONSTRAINT "item_pack_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sku" ADD CONSTRAINT "product_sku_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sku" ADD CONSTRAINT "product_sku_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sku" ADD CONSTRAINT "product_sku_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_sku" ADD CONSTRAINT "setting_sku_unit_id_unit_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."unit"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_sku" ADD CONSTRAINT "setting_sku_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility" ADD CONSTRAINT "facility_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator" ADD CONSTRAINT "operator_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bas_facility_code_uq" ON "bas_facility" USING btree ("code");--> statement-breakpoint
CREATE INDEX "bas_facility_company_idx" ON "bas_facility" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "bas_facility_warehouse_idx" ON "bas_facility" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_code_uq" ON "company" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "container_code_uq" ON "container" USING btree ("code");--> statement-breakpoint
CREATE INDEX "container_warehouse_idx" ON "container" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dock_wh_code_uq" ON "dock" USING btree ("warehouse_id","code");--> statement-breakpoint
CREATE INDEX "dock_code_idx" ON "dock" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "lpn_no_uq" ON "lpn" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_material_code_uq" ON "packaging_material" USING btree ("code");--> statement-breakpoint
CREATE INDEX "packaging_material_type_idx" ON "packaging_material" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "primary_unit_code_uq" ON "primary_unit" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "secondary_unit_code_uq" ON "secondary_unit" USING btree ("code");--> statement-breakpoint
CREATE INDEX "secondary_unit_primary_idx" ON "secondary_unit" USING btree ("primary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unit_code_uq" ON "unit" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "zone_wh_code_uq" ON "zone" USING btree ("warehouse_id","code");--> statement-breakpoint
CREATE INDEX "zone_code_idx" ON "zone" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_code_uq" ON "packaging" USING btree ("code");--> statement-breakpoint
CREATE INDEX "packaging_customer_idx" ON "packaging" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_bom_uq" ON "packaging_bom" USING btree ("packaging_id","material_id");--> statement-breakpoint
CREATE INDEX "packaging_bom_material_idx" ON "packaging_bom" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "packaging_bom_packaging_code_idx" ON "packaging_bom" USING btree ("packaging_code");--> statement-breakpoint
CREATE UNIQUE INDEX "packaging_item_uq" ON "packaging_item" USING btree ("packaging_id","item_id");--> statement-breakpoint
CREATE INDEX "packaging_item_item_idx" ON "packaging_item" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "packaging_item_packaging_code_idx" ON "packaging_item" USING btree ("packaging_code");--> statement-breakpoint
CREATE UNIQUE INDEX "item_code_uq" ON "item" USING btree ("code");--> statement-breakpoint
CREATE INDEX "item_name_idx" ON "item" USING btree ("name");--> statement-breakpoint
CREATE INDEX "item_bar_code_idx" ON "item" USING btree ("bar_code");--> statement-breakpoint
CREATE INDEX "item_unit_idx" ON "item" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "item_warehouse_idx" ON "item" USING btree ("warehouse_id");--> statement-breakpoint
CREATE INDEX "item_consignor_idx" ON "item" USING btree ("consignor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_pack_item_code_uq" ON "item_pack" USING btree ("item_id","pack_code");--> statement-breakpoint
CREATE INDEX "item_pack_code_idx" ON "item_pack" USING btree ("pack_code");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_wh_no_uq" ON "product_sku" USING btree ("warehouse_id","no");--> statement-breakpoint
CREATE INDEX "product_sku_no_idx" ON "product_sku" USING btree ("no");--> statement-breakpoint
CREATE INDEX "product_sku_item_idx" ON "product_sku" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "product_sku_unit_idx" ON "product_sku" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "setting_sku_no_uq" ON "setting_sku" USING btree ("no");--> statement-breakpoint
CREATE INDEX "setting_sku_unit_idx" ON "setting_sku" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "setting_sku_warehouse_idx" ON "setting_sku" USING btree ("warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consignee_code_uq" ON "consignee" USING btree ("code");--> statement-breakpoint
CREATE INDEX "consignee_name_idx" ON "consignee" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "consignor_code_uq" ON "consignor" USING btree ("code");--> statement-breakpoint
CREATE INDEX "consignor_name_idx" ON "consignor" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_code_uq" ON "customer" USING btree ("code");--> statement-breakpoint
CREATE INDEX "customer_name_idx" ON "customer" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "facility_code_uq" ON "facility" USING btree ("code");--> statement-breakpoint
CREATE INDEX "facility_customer_idx" ON "facility" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_code_uq" ON "operator" USING btree ("code");--> statement-breakpoint
CREATE INDEX "operator_warehouse_idx" ON "operator" USING btree ("warehouse_id");
--> statement-breakpoint
-- Hand-written: packaging_bom and packaging_item keep copies of the referenced rows' codes
-- (read-only fields packagingCode, materialCode, itemCode) so lists, filters and suggest can
-- search by code. Filled on every insert or update of a line, and followed when a code changes.
CREATE FUNCTION packaging_bom_codes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.packaging_code := (SELECT code FROM packaging WHERE id = NEW.packaging_id);
  NEW.material_code := (SELECT code FROM packaging_material WHERE id = NEW.material_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER packaging_bom_codes BEFORE INSERT OR UPDATE ON packaging_bom FOR EACH ROW EXECUTE FUNCTION packaging_bom_codes();
--> statement-breakpoint
CREATE FUNCTION packaging_item_codes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.packaging_code := (SELECT code FROM packaging WHERE id = NEW.packaging_id);
  NEW.item_code := (SELECT code FROM item WHERE id = NEW.item_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER packaging_item_codes BEFORE INSERT OR UPDATE ON packaging_item FOR EACH ROW EXECUTE FUNCTION packaging_item_codes();
--> statement-breakpoint
CREATE FUNCTION packaging_code_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE packaging_bom SET packaging_code = NEW.code WHERE packaging_id = NEW.id;
  UPDATE packaging_item SET packaging_code = NEW.code WHERE packaging_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER packaging_code_changed AFTER UPDATE OF code ON packaging FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code) EXECUTE FUNCTION packaging_code_changed();
--> statement-breakpoint
CREATE FUNCTION packaging_material_code_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE packaging_bom SET material_code = NEW.code WHERE material_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER packaging_material_code_changed AFTER UPDATE OF code ON packaging_material FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code) EXECUTE FUNCTION packaging_material_code_changed();
--> statement-breakpoint
CREATE FUNCTION item_code_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE packaging_item SET item_code = NEW.code WHERE item_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_code_changed AFTER UPDATE OF code ON item FOR EACH ROW WHEN (OLD.code IS DISTINCT FROM NEW.code) EXECUTE FUNCTION item_code_changed();
