CREATE TABLE "ctr_statement_count" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_statement_count_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"version" integer NOT NULL,
	"packaging_type" varchar(20) NOT NULL,
	"counted" integer NOT NULL,
	"posting_id" integer,
	CONSTRAINT "ctr_statement_count_uq" UNIQUE("statement_id","version","packaging_type"),
	CONSTRAINT "ctr_statement_count_ck" CHECK ("ctr_statement_count"."counted" >= 0),
	CONSTRAINT "ctr_statement_count_type_ck" CHECK ("ctr_statement_count"."packaging_type" in ('pallet', 'palletLid', 'plasticBox', 'plasticBoxLid', 'liner', 'blisterTray', 'surroundBox'))
);
--> statement-breakpoint
CREATE TABLE "ctr_statement_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_statement_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" varchar(100),
	"recipient" varchar(200),
	"detail" varchar(500),
	CONSTRAINT "ctr_statement_event_kind_ck" CHECK ("ctr_statement_event"."kind" in ('made', 'remade', 'sent', 'sendFailed', 'opened', 'confirmed', 'disputed', 'accepted')),
	CONSTRAINT "ctr_statement_event_channel_ck" CHECK ("ctr_statement_event"."channel" in ('console', 'link', 'task'))
);
--> statement-breakpoint
CREATE TABLE "ctr_statement_version" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ctr_statement_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"statement_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"made_by" varchar(100),
	"responded_on" date,
	"response_comment" varchar(500),
	"responded_by" varchar(100),
	"responded_at" timestamp with time zone,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "ctr_statement_version_uq" UNIQUE("statement_id","version"),
	CONSTRAINT "ctr_statement_version_status_ck" CHECK ("ctr_statement_version"."status" in ('issued', 'confirmed', 'disputed'))
);
--> statement-breakpoint
ALTER TABLE "ctr_partner" ADD COLUMN "statement_email" varchar(100);--> statement-breakpoint
ALTER TABLE "ctr_statement" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "ctr_statement_count" ADD CONSTRAINT "ctr_statement_count_statement_id_ctr_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."ctr_statement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_statement_count" ADD CONSTRAINT "ctr_statement_count_posting_id_ctr_posting_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ctr_posting"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_statement_event" ADD CONSTRAINT "ctr_statement_event_statement_id_ctr_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."ctr_statement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ctr_statement_version" ADD CONSTRAINT "ctr_statement_version_statement_id_ctr_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."ctr_statement"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ctr_statement_event_idx" ON "ctr_statement_event" USING btree ("statement_id","at");