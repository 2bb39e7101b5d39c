CREATE TABLE "sys_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"user_id" integer,
	"account" varchar(50),
	"ip" varchar(64),
	"path" varchar(200) NOT NULL,
	"action" varchar(50) NOT NULL,
	"target" varchar(100),
	"record" varchar(200),
	"success" boolean NOT NULL,
	"status" integer NOT NULL,
	"message" varchar(500),
	"params" text,
	"before" text,
	"after" text
);
--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_menu" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "sys_log_created_idx" ON "sys_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_log_user_kind_idx" ON "sys_log" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "sys_log_account_idx" ON "sys_log" USING btree ("account");