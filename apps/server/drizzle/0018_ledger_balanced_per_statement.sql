-- A ledger transaction is written in one statement (ledger.repository.ts), so it is checked once
-- per statement, not once per entry at commit (ADR 040): every ledger transaction the statement
-- wrote entries for must sum to zero per asset, counting its entries from earlier statements too,
-- and each new entry's asset must be its account's. A transaction written over several statements
-- is refused at its first unbalanced one.
DROP TRIGGER ledger_entries_balanced ON ledger_entries;
--> statement-breakpoint
DROP FUNCTION ledger_check_balanced();
--> statement-breakpoint
CREATE FUNCTION ledger_check_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
  mismatched text;
BEGIN
  SELECT e.transaction_id, e.asset INTO unbalanced
    FROM ledger_entries e
   WHERE e.transaction_id IN (SELECT transaction_id FROM inserted)
   GROUP BY e.transaction_id, e.asset
  HAVING sum(e.amount) <> 0
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance in %', unbalanced.transaction_id, unbalanced.asset
      USING ERRCODE = 'check_violation';
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
CREATE TRIGGER ledger_entries_balanced
  AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();
