ALTER TABLE "inbound_order" ADD COLUMN "sender_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "inbound_order" ADD COLUMN "sender_id" integer;--> statement-breakpoint
ALTER TABLE "inbound_order" ADD COLUMN "sender_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "inbound_order" ADD COLUMN "sender_body" jsonb;--> statement-breakpoint
ALTER TABLE "outbound_order" ADD COLUMN "sender_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "outbound_order" ADD COLUMN "sender_id" integer;--> statement-breakpoint
ALTER TABLE "outbound_order" ADD COLUMN "sender_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "outbound_order" ADD COLUMN "sender_body" jsonb;--> statement-breakpoint
ALTER TABLE "mr_order" ADD COLUMN "sender_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "mr_order" ADD COLUMN "sender_id" integer;--> statement-breakpoint
ALTER TABLE "mr_order" ADD COLUMN "sender_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "mr_order" ADD COLUMN "sender_body" jsonb;--> statement-breakpoint
ALTER TABLE "tr_order" ADD COLUMN "sender_ref" varchar(64);--> statement-breakpoint
ALTER TABLE "tr_order" ADD COLUMN "sender_id" integer;--> statement-breakpoint
ALTER TABLE "tr_order" ADD COLUMN "sender_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "tr_order" ADD COLUMN "sender_body" jsonb;--> statement-breakpoint
ALTER TABLE "inbound_order" ADD CONSTRAINT "inbound_order_sender_id_sys_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_order" ADD CONSTRAINT "outbound_order_sender_id_sys_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mr_order" ADD CONSTRAINT "mr_order_sender_id_sys_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tr_order" ADD CONSTRAINT "tr_order_sender_id_sys_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."sys_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_order_sender_ref_uq" ON "inbound_order" USING btree ("sender_id","sender_ref") WHERE "inbound_order"."sender_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbound_order_sender_ref_uq" ON "outbound_order" USING btree ("sender_id","sender_ref") WHERE "outbound_order"."sender_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mr_order_sender_ref_uq" ON "mr_order" USING btree ("sender_id","sender_ref") WHERE "mr_order"."sender_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "tr_order_sender_ref_uq" ON "tr_order" USING btree ("sender_id","sender_ref") WHERE "tr_order"."sender_ref" is not null;--> statement-breakpoint
ALTER TABLE "inbound_order" ADD CONSTRAINT "inbound_order_sender_ck" CHECK ("inbound_order"."sender_ref" is null or ("inbound_order"."sender_hash" is not null and "inbound_order"."sender_body" is not null));--> statement-breakpoint
ALTER TABLE "outbound_order" ADD CONSTRAINT "outbound_order_sender_ck" CHECK ("outbound_order"."sender_ref" is null or ("outbound_order"."sender_hash" is not null and "outbound_order"."sender_body" is not null));--> statement-breakpoint
ALTER TABLE "mr_order" ADD CONSTRAINT "mr_order_sender_ck" CHECK ("mr_order"."sender_ref" is null or ("mr_order"."sender_hash" is not null and "mr_order"."sender_body" is not null));--> statement-breakpoint
ALTER TABLE "tr_order" ADD CONSTRAINT "tr_order_sender_ck" CHECK ("tr_order"."sender_ref" is null or ("tr_order"."sender_hash" is not null and "tr_order"."sender_body" is not null));