CREATE TABLE "swap_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_wallet_id" uuid NOT NULL,
	"to_wallet_id" uuid NOT NULL,
	"from_asset" text NOT NULL,
	"to_asset" text NOT NULL,
	"amount_in" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"network_fee" numeric(78, 0) NOT NULL,
	"amount_out" numeric(78, 0) NOT NULL,
	"min_received" numeric(78, 0) NOT NULL,
	"rate" numeric(60, 18) NOT NULL,
	"market_rate" numeric(60, 18) NOT NULL,
	"fee_bps" integer NOT NULL,
	"price_impact_ppm" integer NOT NULL,
	"slippage_bps" integer NOT NULL,
	"amount_in_usd_cents" numeric(78, 0) NOT NULL,
	"amount_out_usd_cents" numeric(78, 0) NOT NULL,
	"network_fee_usd_cents" numeric(78, 0) NOT NULL,
	"provider" text NOT NULL,
	"trigger" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"executed_at" timestamp with time zone,
	CONSTRAINT "swap_quotes_amounts_positive" CHECK ("swap_quotes"."amount_in" > 0 and "swap_quotes"."amount_out" > 0),
	CONSTRAINT "swap_quotes_trigger_check" CHECK ("swap_quotes"."trigger" in ('manual', 'auto'))
);
--> statement-breakpoint
CREATE TABLE "swaps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"from_wallet_id" uuid NOT NULL,
	"from_asset" text NOT NULL,
	"to_asset" text NOT NULL,
	"amount_in" numeric(78, 0) NOT NULL,
	"amount_out" numeric(78, 0) NOT NULL,
	"fee" numeric(78, 0) NOT NULL,
	"network_fee" numeric(78, 0) NOT NULL,
	"rate" numeric(60, 18) NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_positions" (
	"asset" text PRIMARY KEY NOT NULL,
	"balance" numeric(78, 0) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_positions_non_negative" CHECK ("treasury_positions"."balance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "auto_convert_min_rate" numeric(78, 0);--> statement-breakpoint
ALTER TABLE "swap_quotes" ADD CONSTRAINT "swap_quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_quotes" ADD CONSTRAINT "swap_quotes_from_wallet_id_ledger_accounts_id_fk" FOREIGN KEY ("from_wallet_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_quotes" ADD CONSTRAINT "swap_quotes_to_wallet_id_ledger_accounts_id_fk" FOREIGN KEY ("to_wallet_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_quote_id_swap_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."swap_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_from_wallet_id_ledger_accounts_id_fk" FOREIGN KEY ("from_wallet_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swap_quotes_user_idx" ON "swap_quotes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "swap_quotes_unused_idx" ON "swap_quotes" USING btree ("expires_at") WHERE "swap_quotes"."executed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "swaps_quote_key" ON "swaps" USING btree ("quote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "swaps_seq_key" ON "swaps" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "swaps_user_seq_idx" ON "swaps" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "swaps_auto_wallet_idx" ON "swaps" USING btree ("from_wallet_id","created_at") WHERE "swaps"."trigger" = 'auto';--> statement-breakpoint
-- The treasury's holdings so far, from its entries: a position always equals them (ADR 011).
INSERT INTO "treasury_positions" ("asset", "balance")
SELECT a."asset", coalesce(sum(e."amount"), 0)
  FROM "ledger_accounts" a LEFT JOIN "ledger_entries" e ON e."account_id" = a."id"
 WHERE a."kind" = 'treasury'
 GROUP BY a."asset"
ON CONFLICT ("asset") DO NOTHING;
