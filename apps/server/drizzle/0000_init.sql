CREATE TABLE "location" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "location_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"warehouse_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"aisle" varchar(16),
	"rack" varchar(16),
	"level" varchar(16),
	"bin" varchar(16),
	"length" numeric(14, 3),
	"width" numeric(14, 3),
	"height" numeric(14, 3),
	"max_weight" numeric(14, 3),
	"max_volume" numeric(14, 3),
	"max_qty" integer
);
--> statement-breakpoint
CREATE TABLE "warehouse" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouse_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(500),
	"addr" varchar(200),
	"contact" varchar(50),
	"contact_phone" varchar(30),
	"dflt" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_dict_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"value" varchar(50) NOT NULL,
	"label_zh" varchar(100) NOT NULL,
	"label_en" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_login_throttle" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_menu" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_menu_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" varchar(100) NOT NULL,
	"path" varchar(200) NOT NULL,
	"component" varchar(200),
	"redirect" varchar(200),
	"title" varchar(100) NOT NULL,
	"title_en" varchar(100) NOT NULL,
	"icon" varchar(50),
	"type" varchar(16) DEFAULT 'menu' NOT NULL,
	"role" jsonb,
	"fullpage" boolean DEFAULT false NOT NULL,
	"breadcrumb" boolean DEFAULT true NOT NULL,
	"url" varchar(500),
	"permission" varchar(100),
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_role_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_session" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account" varchar(50) NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(200),
	"phone" varchar(30),
	"password_hash" varchar(200) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_filter" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_user_filter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"resource" varchar(100) NOT NULL,
	"title" varchar(100) NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "location" ADD CONSTRAINT "location_warehouse_id_warehouse_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouse"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_session" ADD CONSTRAINT "sys_session_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_filter" ADD CONSTRAINT "sys_user_filter_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_role" ADD CONSTRAINT "sys_user_role_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "location_wh_code_uq" ON "location" USING btree ("warehouse_id","code");--> statement-breakpoint
CREATE INDEX "location_code_idx" ON "location" USING btree ("code");--> statement-breakpoint
CREATE INDEX "location_type_idx" ON "location" USING btree ("type","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_code_uq" ON "warehouse" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouse_one_default_uq" ON "warehouse" USING btree ("dflt") WHERE "warehouse"."dflt";--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_name_value_uq" ON "sys_dict" USING btree ("name","value");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_menu_name_uq" ON "sys_menu" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_session_token_uq" ON "sys_session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sys_session_expires_idx" ON "sys_session" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_account_uq" ON "sys_user" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_filter_uq" ON "sys_user_filter" USING btree ("user_id","resource","title");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_role_uq" ON "sys_user_role" USING btree ("user_id","role_id");