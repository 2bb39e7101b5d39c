CREATE TABLE "sys_qr_ticket" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_sms_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_sms_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" varchar(30) NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"salt" varchar(32) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sys_qr_ticket" ADD CONSTRAINT "sys_qr_ticket_confirmed_by_sys_user_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."sys_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_qr_ticket_expires_idx" ON "sys_qr_ticket" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sys_qr_ticket_ip_idx" ON "sys_qr_ticket" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sys_sms_code_phone_idx" ON "sys_sms_code" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sys_sms_code_ip_idx" ON "sys_sms_code" USING btree ("ip","created_at");--> statement-breakpoint
ALTER TABLE "sys_sms_code" ADD CONSTRAINT "sys_sms_code_purpose_ck" CHECK ("purpose" in ('signin', 'reset'));
