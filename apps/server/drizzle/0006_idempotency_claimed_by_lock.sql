-- Claims are transaction-level advisory locks now (ADR 014): a key row exists only once its
-- request committed. Claims left by the old scheme belong to requests that never completed.
DELETE FROM "idempotency_keys" WHERE "state" = 'in_flight' OR "response_status" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response_status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "state";