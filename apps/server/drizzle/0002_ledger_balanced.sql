-- Every ledger transaction must sum to zero per asset, and each entry's asset must be its
-- account's asset. Checked at commit (deferred), after all of a transaction's entries exist.
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  unbalanced text;
BEGIN
  SELECT e.asset INTO unbalanced
    FROM ledger_entries e
   WHERE e.transaction_id = NEW.transaction_id
   GROUP BY e.asset
  HAVING sum(e.amount) <> 0
   LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not balance in %', NEW.transaction_id, unbalanced
      USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = NEW.account_id AND a.asset <> NEW.asset) THEN
    RAISE EXCEPTION 'entry asset % does not match its account', NEW.asset USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- The ledger is append-only: corrections are new, reversing transactions.
CREATE OR REPLACE FUNCTION ledger_entries_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update_delete
  BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();
