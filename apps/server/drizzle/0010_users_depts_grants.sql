CREATE TABLE "sys_dept" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_dept_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"parent_id" integer,
	"name" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "dept_id" integer;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "permissions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dept" ADD CONSTRAINT "sys_dept_parent_id_sys_dept_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."sys_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dept_parent_name_uq" ON "sys_dept" USING btree ("parent_id","name");--> statement-breakpoint
CREATE INDEX "sys_dept_parent_idx" ON "sys_dept" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "sys_user" ADD CONSTRAINT "sys_user_dept_id_sys_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."sys_dept"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_user_dept_idx" ON "sys_user" USING btree ("dept_id");--> statement-breakpoint
-- hand-written below
-- Department names sort by pinyin like the other names.
ALTER TABLE "sys_dept" ALTER COLUMN "name" TYPE varchar(100) COLLATE zh_pinyin;
