-- The back office's all-time figures (volume, top users, platform balances) and the analytics'
-- daily series added up every activity or entry on each load: 280 ms at 135,000 activities
-- (bench:heavy-user), growing with each one. They are now folded up to a watermark by a job, and
-- a read adds only what came after it (ADR 058). Nothing here is written by a send.
CREATE TABLE "admin_daily_fees" (
	"day" date NOT NULL,
	"asset" text NOT NULL,
	"total" numeric(78, 0) NOT NULL,
	CONSTRAINT "admin_daily_fees_day_asset_pk" PRIMARY KEY("day","asset")
);
--> statement-breakpoint
CREATE TABLE "admin_daily_volume" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"cents" numeric(78, 0) NOT NULL,
	CONSTRAINT "admin_daily_volume_day_type_pk" PRIMARY KEY("day","type")
);
--> statement-breakpoint
CREATE TABLE "admin_platform_totals" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"total" numeric(78, 0) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"activity_seq" bigint DEFAULT 0 NOT NULL,
	"entry_id" bigint DEFAULT 0 NOT NULL,
	"volume_cents" numeric(78, 0) DEFAULT '0' NOT NULL,
	"mark_activity_seq" bigint DEFAULT 0 NOT NULL,
	"mark_entry_id" bigint DEFAULT 0 NOT NULL,
	"mark_at" timestamp with time zone DEFAULT '-infinity' NOT NULL,
	"folded_at" timestamp with time zone,
	CONSTRAINT "admin_rollup_state_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TABLE "admin_user_volume" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cents" numeric(78, 0) NOT NULL,
	"transactions" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_volume_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"activity_seq" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"cents" numeric(78, 0) NOT NULL,
	"transactions" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_user_volume_top_idx" ON "admin_user_volume" USING btree ("cents" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "activities_created_brin" ON "activities" USING brin ("created_at") WITH (autosummarize=true);--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_brin" ON "ledger_transactions" USING brin ("created_at") WITH (autosummarize=true);--> statement-breakpoint
INSERT INTO "admin_rollup_state" ("id") VALUES (1);--> statement-breakpoint
-- A change of an activity's status (a payout completed or reversed, a deposit confirmed) after it
-- was folded: the difference it makes to its user's volume and to its day's. Fires on updates
-- only; a send inserts. The day is Lagos's (UTC+1), as in lagos-day.ts.
CREATE FUNCTION admin_volume_adjust() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO admin_volume_adjustments (activity_seq, user_id, day, type, cents, transactions)
  SELECT OLD.seq, OLD.user_id, ((OLD.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date, OLD.type,
         -OLD.usd_cents, -1
   WHERE OLD.status = 'completed' AND OLD.type <> 'transfer_in'
  UNION ALL
  SELECT NEW.seq, NEW.user_id, ((NEW.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date, NEW.type,
         NEW.usd_cents, 1
   WHERE NEW.status = 'completed' AND NEW.type <> 'transfer_in';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER activities_admin_volume
  AFTER UPDATE ON activities
  FOR EACH ROW
  WHEN ((OLD.status, OLD.type, OLD.usd_cents, OLD.user_id, OLD.seq, OLD.created_at) IS DISTINCT FROM
        (NEW.status, NEW.type, NEW.usd_cents, NEW.user_id, NEW.seq, NEW.created_at))
  EXECUTE FUNCTION admin_volume_adjust();
