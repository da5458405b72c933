-- The back office's user search matches anywhere in a tag or an email (`ilike '%…%'`), which read
-- every user: 12 ms at 20,000 users (bench:heavy-user), growing with each one. Trigram indexes
-- serve such patterns of three characters or more. pg_trgm ships with PostgreSQL (contrib, a
-- trusted extension: the database's owner may create it) and with PGlite (loaded in client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("tag" gin_trgm_ops,"email" gin_trgm_ops);
