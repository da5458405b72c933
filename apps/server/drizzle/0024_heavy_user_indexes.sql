-- Reads that grew with a user's history (bench:heavy-user, 50,000 movements for one user).
-- Lifetime deposits and withdrawals (the dashboard) summed every completed activity of the user,
-- 40 ms: a partial index holds just those two types, with what the sum needs, so the sum reads
-- the index alone. Transfers are not in it, so the money path's inserts do not write it.
CREATE INDEX "activities_user_lifetime_idx" ON "activities" USING btree ("user_id","asset","type","amount") WHERE "activities"."status" = 'completed' and "activities"."type" in ('deposit', 'withdrawal');--> statement-breakpoint
-- The history filtered to pending or failed scanned all of the user's rows to find a few: 30 ms.
CREATE INDEX "activities_user_unfinished_idx" ON "activities" USING btree ("user_id","seq") WHERE "activities"."status" <> 'completed';--> statement-breakpoint
-- Entries by account and time (portfolio history reads a period of a wallet's entries); it serves
-- every lookup by account the index it replaces served, and keeps the entry's index count.
CREATE INDEX "ledger_entries_account_created_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
DROP INDEX "ledger_entries_account_idx";
