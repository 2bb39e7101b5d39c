CREATE TABLE "idem_request" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"user_id" integer,
	"route" varchar(200) NOT NULL,
	"status" smallint,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idem_request_created_idx" ON "idem_request" USING btree ("created_at");