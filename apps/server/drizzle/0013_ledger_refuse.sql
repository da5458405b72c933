-- A posting's one write statement carries the checks that may refuse it (a frozen payer, a daily
-- limit): each raises through this function, which the ledger maps back to the feature's error
-- by the code (ADR 019). SQLSTATE WL001 is ours alone.
CREATE OR REPLACE FUNCTION ledger_refuse(code text, detail text) RETURNS boolean
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'WL001', MESSAGE = code, DETAIL = coalesce(detail, '');
END
$$;
