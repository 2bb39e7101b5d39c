CREATE TABLE "sys_file" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stored" varchar(80) NOT NULL,
	"name" varchar(200) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"owner_id" integer,
	"owner_account" varchar(50),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_file_stored_unique" UNIQUE("stored"),
	CONSTRAINT "sys_file_size_check" CHECK ("sys_file"."size" >= 0 and "sys_file"."size" <= 10485760)
);
--> statement-breakpoint
ALTER TABLE "sys_file" ADD CONSTRAINT "sys_file_owner_id_sys_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_file_owner_idx" ON "sys_file" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "sys_file_created_idx" ON "sys_file" USING btree ("created_at");