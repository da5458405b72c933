-- The foreign keys of ledger_entries and activities checked each row on its own: a lookup of its
-- parent and a FOR KEY SHARE lock on it, five per send to a tag and a third of PostgreSQL's work
-- in a posting batch's write at full speed (ADR 051). The same rule is now checked once per
-- statement, over the statement's rows, and the parents are kept: ledger transactions, ledger
-- accounts and users are never deleted, nor their ids changed, so a parent that exists when a row
-- is written exists for good, and no lock is needed to keep it.
ALTER TABLE "activities" DROP CONSTRAINT "activities_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_counterparty_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
-- Migration 0019's check of a statement's entries, which already read each entry's account for its
-- asset, now also finds entries whose account or ledger transaction does not exist.
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
  orphan record;
  mismatched text;
BEGIN
  SELECT i.transaction_id, i.asset INTO unbalanced
    FROM inserted i
   GROUP BY i.transaction_id, i.asset
  HAVING sum(i.amount) <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance in %', unbalanced.transaction_id, unbalanced.asset
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT i.transaction_id, i.account_id INTO orphan
    FROM inserted i
    LEFT JOIN ledger_accounts a ON a.id = i.account_id
    LEFT JOIN ledger_transactions t ON t.id = i.transaction_id
   WHERE a.id IS NULL OR t.id IS NULL
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger entry of transaction % on account % refers to a row that does not exist',
      orphan.transaction_id, orphan.account_id USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT i.asset INTO mismatched
    FROM inserted i JOIN ledger_accounts a ON a.id = i.account_id
   WHERE a.asset <> i.asset
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'entry asset % does not match its account', mismatched USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION activities_check_parents() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  orphan uuid;
BEGIN
  SELECT i.id INTO orphan
    FROM inserted i
    LEFT JOIN ledger_transactions t ON t.id = i.transaction_id
    LEFT JOIN users u ON u.id = i.user_id
    LEFT JOIN users c ON c.id = i.counterparty_user_id
   WHERE t.id IS NULL OR u.id IS NULL OR (i.counterparty_user_id IS NOT NULL AND c.id IS NULL)
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'activity % refers to a user or ledger transaction that does not exist', orphan
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activities_check_parents
  AFTER INSERT ON activities
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION activities_check_parents();
--> statement-breakpoint
-- What a row refers to without a foreign key stays: no delete, truncate or change of id.
CREATE FUNCTION ledger_parent_kept() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are kept: the ledger and its activities refer to them', TG_TABLE_NAME
    USING ERRCODE = 'foreign_key_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_kept
  BEFORE DELETE OR TRUNCATE OR UPDATE OF id ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_parent_kept();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_kept
  BEFORE DELETE OR TRUNCATE OR UPDATE OF id ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_parent_kept();
--> statement-breakpoint
CREATE TRIGGER users_kept
  BEFORE DELETE OR TRUNCATE OR UPDATE OF id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_parent_kept();
--> statement-breakpoint
-- An activity's references change only with the row itself, which is never deleted either.
CREATE TRIGGER activities_parents_fixed
  BEFORE DELETE OR TRUNCATE OR UPDATE OF user_id, transaction_id, counterparty_user_id ON activities
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_parent_kept();
