CREATE TABLE "sys_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"account" varchar(50),
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"body" text NOT NULL,
	"reply" text,
	"replied_by" varchar(50),
	"replied_at" timestamp with time zone,
	CONSTRAINT "sys_message_status_check" CHECK ("sys_message"."status" in ('open', 'answered')),
	CONSTRAINT "sys_message_reply_check" CHECK (("sys_message"."status" = 'answered') = ("sys_message"."reply" is not null))
);
--> statement-breakpoint
ALTER TABLE "sys_message" ADD CONSTRAINT "sys_message_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_message_user_idx" ON "sys_message" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sys_message_created_idx" ON "sys_message" USING btree ("created_at");