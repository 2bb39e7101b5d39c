CREATE TABLE "wh_attempt" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wh_attempt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"delivery_id" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" smallint,
	"error" varchar(500),
	"ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_delivery" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wh_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"subscription_id" integer NOT NULL,
	"msg_id" varchar(40) NOT NULL,
	"type" varchar(40) NOT NULL,
	"resource" varchar(100) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_status" smallint,
	"last_error" varchar(500),
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wh_delivery_status" CHECK ("wh_delivery"."status" in ('pending', 'delivered', 'failed')),
	CONSTRAINT "wh_delivery_attempts" CHECK ("wh_delivery"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wh_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wh_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"msg_id" varchar(40) NOT NULL,
	"type" varchar(40) NOT NULL,
	"resource" varchar(100) NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wh_subscription" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wh_subscription_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(100) NOT NULL,
	"url" varchar(500) NOT NULL,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" varchar(200),
	"secret" varchar(100) NOT NULL,
	"previous_secret" varchar(100),
	"previous_until" timestamp with time zone,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"failing_since" timestamp with time zone,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "wh_attempt" ADD CONSTRAINT "wh_attempt_delivery_id_wh_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."wh_delivery"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_delivery" ADD CONSTRAINT "wh_delivery_event_id_wh_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."wh_event"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wh_delivery" ADD CONSTRAINT "wh_delivery_subscription_id_wh_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."wh_subscription"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wh_attempt_delivery_idx" ON "wh_attempt" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "wh_delivery_due_idx" ON "wh_delivery" USING btree ("next_at","id") WHERE "wh_delivery"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "wh_delivery_chain_idx" ON "wh_delivery" USING btree ("subscription_id","resource","id") WHERE "wh_delivery"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "wh_delivery_event_idx" ON "wh_delivery" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "wh_delivery_sub_idx" ON "wh_delivery" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wh_event_msg_uq" ON "wh_event" USING btree ("msg_id");--> statement-breakpoint
CREATE INDEX "wh_event_created_idx" ON "wh_event" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wh_subscription_name_uq" ON "wh_subscription" USING btree ("name");