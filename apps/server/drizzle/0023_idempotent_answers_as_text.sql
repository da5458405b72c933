-- A stored answer is only ever replayed whole: kept as the text that was sent (json), not parsed
-- into jsonb by every posting batch's write (ADR 053).
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_body" SET DATA TYPE json;
