CREATE TABLE "floor_stat" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"scans" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "floor_stat_user_id_day_pk" PRIMARY KEY("user_id","day"),
	CONSTRAINT "floor_stat_counts_ck" CHECK ("floor_stat"."errors" >= 0 and "floor_stat"."errors" <= "floor_stat"."scans")
);
--> statement-breakpoint
CREATE INDEX "floor_stat_day_idx" ON "floor_stat" USING btree ("day");