-- Each server process keeps the sessions it saw lately for a few seconds (ADR 033). This announces
-- every session that may have ended sooner than a process thinks (revoked, deleted, its expiry or
-- last-seen time moved back) on the channel every process listens to, so each forgets it as soon
-- as the change commits. Last-seen moving forward (every minute) says nothing.
CREATE OR REPLACE FUNCTION session_revoked_notify() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_revoked', OLD.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notify AFTER UPDATE OF revoked_at, expires_at, last_seen_at ON sessions
  FOR EACH ROW WHEN (
    (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
    OR NEW.expires_at < OLD.expires_at
    OR NEW.last_seen_at < OLD.last_seen_at
  )
  EXECUTE FUNCTION session_revoked_notify();--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_revoked_notify();
