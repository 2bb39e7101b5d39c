ALTER TABLE "count_item" ALTER COLUMN "counted_by" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "count_record" ALTER COLUMN "user_name" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "count_task" ALTER COLUMN "created_by" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "count_task" ALTER COLUMN "merged_by" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "inbound_order_line" ALTER COLUMN "item_code" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "outbound_order_line" ALTER COLUMN "item_code" SET DATA TYPE varchar(50);--> statement-breakpoint
ALTER TABLE "outbound_task" ALTER COLUMN "worker" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "outbound_task_item" ALTER COLUMN "worker" SET DATA TYPE varchar(100);--> statement-breakpoint
ALTER TABLE "stock_ledger" ALTER COLUMN "user_name" SET DATA TYPE varchar(100) COLLATE zh_pinyin;--> statement-breakpoint
-- Phone numbers as E.164 (issue 35 §5, docs/decisions/system-and-security.md "Phone numbers"): contract phone.ts's
-- normalizePhone in SQL, for the data fix below (modules/system/users/phone-numbers.test.ts holds the two to one
-- table of numbers). NULL: no number this reads; such a stored value is left as it was.
CREATE FUNCTION phone_e164(typed text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  s text := regexp_replace(typed, '[[:space:]　().（）-]', '', 'g');
  cn constant text := '^(1[0-9]{10}|(10|2[0-9]|[3-9][0-9]{2})[0-9]{7,8})$';
  d text;
  national text;
BEGIN
  IF s LIKE '+%' THEN d := substr(s, 2);
  ELSIF s LIKE '00%' THEN d := substr(s, 3);
  ELSIF s LIKE '86%' AND substr(s, 3) ~ cn THEN d := s;
  ELSIF s ~ '^1[0-9]{10}$' THEN d := '86' || s;
  ELSIF s LIKE '0%' AND substr(s, 2) ~ cn THEN d := '86' || substr(s, 2);
  ELSE RETURN NULL;
  END IF;
  IF d !~ '^[1-9][0-9]{5,14}$' THEN RETURN NULL; END IF;
  IF d NOT LIKE '86%' THEN RETURN '+' || d; END IF;
  national := regexp_replace(substr(d, 3), '^0', '');
  RETURN CASE WHEN national ~ cn THEN '+86' || national END;
END $$;
--> statement-breakpoint
UPDATE "sys_user" SET "phone" = NULL WHERE btrim("phone") = '';
--> statement-breakpoint
UPDATE "sys_user" SET "phone" = phone_e164("phone") WHERE phone_e164("phone") <> "phone";
--> statement-breakpoint
-- Codes of the last day count for the per-number limits and may still be used: under the number's one form too.
UPDATE "sys_sms_code" SET "phone" = phone_e164("phone") WHERE strpos("phone", '@') = 0 AND phone_e164("phone") <> "phone";
