CREATE SEQUENCE "public"."lpn_sscc_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "lpn" ADD COLUMN "sscc" varchar(18);--> statement-breakpoint
CREATE UNIQUE INDEX "lpn_sscc_uq" ON "lpn" USING btree ("sscc");