CREATE TABLE "sys_table_config" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"columns" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sys_task" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(50) NOT NULL,
	"cron" varchar(100) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"keep_days" integer,
	"next_run_at" timestamp with time zone,
	"lease_token" varchar(64),
	"lease_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_duration_ms" integer,
	"last_status" varchar(10),
	"last_message" varchar(500),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_task_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sys_task_run" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_task_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"trigger" varchar(10) NOT NULL,
	"runner" varchar(100) NOT NULL,
	"started_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"status" varchar(10) NOT NULL,
	"message" varchar(500)
);
--> statement-breakpoint
ALTER TABLE "sys_task_run" ADD CONSTRAINT "sys_task_run_task_id_sys_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."sys_task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_task_run_task_idx" ON "sys_task_run" USING btree ("task_id","id");--> statement-breakpoint
ALTER TABLE "sys_task" ADD CONSTRAINT "sys_task_last_status_ck" CHECK ("last_status" in ('running', 'ok', 'error'));--> statement-breakpoint
ALTER TABLE "sys_task_run" ADD CONSTRAINT "sys_task_run_status_ck" CHECK ("status" in ('running', 'ok', 'error'));--> statement-breakpoint
ALTER TABLE "sys_task_run" ADD CONSTRAINT "sys_task_run_trigger_ck" CHECK ("trigger" in ('schedule', 'manual'));
