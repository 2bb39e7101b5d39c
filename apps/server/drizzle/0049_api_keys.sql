CREATE TABLE "sys_api_key" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_api_key_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(40) NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer,
	"prefix" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"last_used_at" timestamp with time zone,
	"last_used_ip" varchar(64),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "sys_user_account_uq";--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "machine" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_api_key" ADD CONSTRAINT "sys_api_key_user_id_sys_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_api_key" ADD CONSTRAINT "sys_api_key_role_id_sys_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_role"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_api_key_token_uq" ON "sys_api_key" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_api_key_user_uq" ON "sys_api_key" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_api_key_live_name_uq" ON "sys_api_key" USING btree ("name") WHERE "sys_api_key"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_account_uq" ON "sys_user" USING btree ("account") WHERE not "sys_user"."machine";--> statement-breakpoint
-- Revoking a key (or any change to what a key is) empties every process's cache of checked sessions and keys
-- (plugins/session-cache.ts, migration 0027). Its last use, written once a minute, changes nothing a check reads.
CREATE TRIGGER wms_auth_changed AFTER UPDATE OF revoked_at, expires_at, token_hash, user_id OR DELETE OR TRUNCATE ON sys_api_key
  FOR EACH STATEMENT EXECUTE FUNCTION wms_auth_changed();
