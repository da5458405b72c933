-- Nothing reads email_outbox by user: the index only served the foreign key's cascade, for users
-- the app never deletes. Each email paid for it three times (queued, taken, sent: neither update
-- is HOT), in the money path's write statement and the email job's (ADR 045).
DROP INDEX "email_outbox_user_idx";
