CREATE TABLE "sys_notice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "sys_notice_kind_check" CHECK ("sys_notice"."kind" in ('supportReply', 'supportNew', 'taskFailed'))
);
--> statement-breakpoint
CREATE TABLE "sys_notice_setting" (
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"console" boolean NOT NULL,
	"sms" boolean NOT NULL,
	CONSTRAINT "sys_notice_setting_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "sys_notice" ADD CONSTRAINT "sys_notice_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_notice_setting" ADD CONSTRAINT "sys_notice_setting_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_notice_user_idx" ON "sys_notice" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "sys_notice_unread_idx" ON "sys_notice" USING btree ("user_id") WHERE "sys_notice"."read_at" is null;