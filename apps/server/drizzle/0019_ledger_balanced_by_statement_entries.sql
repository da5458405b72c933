-- The balance check of migration 0018 summed, for every ledger transaction a statement wrote
-- entries for, all its entries: a read of ledger_entries per statement, about a seventh of
-- PostgreSQL's CPU at full speed (ADR 045). Entries are append-only (migration 0002) and every
-- statement that writes them is checked, so a transaction's earlier entries already sum to zero
-- per asset; its entries then sum to zero exactly when the new ones do. The check now sums the
-- statement's own entries, and reads no table. Same errors, same codes.
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
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
