CREATE TABLE "ledger_rollup" (
	"day" date NOT NULL,
	"type" varchar(20) NOT NULL,
	"consignee_id" integer DEFAULT 0 NOT NULL,
	"qty" bigint NOT NULL,
	"moves" integer NOT NULL,
	CONSTRAINT "ledger_rollup_pk" PRIMARY KEY("day","type","consignee_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_rollup_day" (
	"day" date PRIMARY KEY NOT NULL
);
