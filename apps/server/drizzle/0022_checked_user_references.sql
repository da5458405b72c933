-- The foreign keys a posting batch's write still checked row by row (ADR 052): the user of each
-- notification, email and idempotency key, and the email of each email body. Each checked one row
-- with a lookup and a FOR KEY SHARE lock on its parent. Users are kept (ADR 051), so their
-- cascades never fired; the rule is now checked once per statement, over its new rows, and what a
-- row refers to never changes. An email body still goes with its email, by a statement trigger.
-- Daily outflows keep their key: their rows are updated, not inserted, by nearly every send.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "email_bodies" DROP CONSTRAINT "email_bodies_email_id_email_outbox_id_fk";
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_user_id_users_id_fk";
--> statement-breakpoint
CREATE FUNCTION rows_check_user() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  orphan uuid;
BEGIN
  SELECT i.user_id INTO orphan
    FROM inserted i LEFT JOIN users u ON u.id = i.user_id
   WHERE u.id IS NULL
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'a % row refers to user %, who does not exist', TG_TABLE_NAME, orphan
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_check_user AFTER INSERT ON notifications
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION rows_check_user();
--> statement-breakpoint
CREATE TRIGGER idempotency_keys_check_user AFTER INSERT ON idempotency_keys
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION rows_check_user();
--> statement-breakpoint
CREATE TRIGGER email_outbox_check_user AFTER INSERT ON email_outbox
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION rows_check_user();
--> statement-breakpoint
CREATE FUNCTION email_bodies_check_email() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  orphan uuid;
BEGIN
  SELECT i.email_id INTO orphan
    FROM inserted i LEFT JOIN email_outbox e ON e.id = i.email_id
   WHERE e.id IS NULL
   LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'an email body refers to email %, which does not exist', orphan
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER email_bodies_check_email AFTER INSERT ON email_bodies
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION email_bodies_check_email();
--> statement-breakpoint
-- What these rows refer to is written once: no statement sets it again.
CREATE FUNCTION reference_fixed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'what a % row refers to does not change', TG_TABLE_NAME
    USING ERRCODE = 'foreign_key_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER notifications_reference_fixed BEFORE UPDATE OF user_id ON notifications
  FOR EACH STATEMENT EXECUTE FUNCTION reference_fixed();
--> statement-breakpoint
CREATE TRIGGER idempotency_keys_reference_fixed BEFORE UPDATE OF user_id ON idempotency_keys
  FOR EACH STATEMENT EXECUTE FUNCTION reference_fixed();
--> statement-breakpoint
CREATE TRIGGER email_outbox_reference_fixed BEFORE UPDATE OF user_id, id ON email_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION reference_fixed();
--> statement-breakpoint
CREATE TRIGGER email_bodies_reference_fixed BEFORE UPDATE OF email_id ON email_bodies
  FOR EACH STATEMENT EXECUTE FUNCTION reference_fixed();
--> statement-breakpoint
-- An email's body goes with it, as the key's ON DELETE CASCADE did: when sent emails are purged,
-- and when the outbox is truncated.
CREATE FUNCTION email_outbox_delete_bodies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM email_bodies b USING deleted d WHERE b.email_id = d.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER email_outbox_delete_bodies AFTER DELETE ON email_outbox
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION email_outbox_delete_bodies();
--> statement-breakpoint
CREATE FUNCTION email_outbox_truncate_bodies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE email_bodies;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER email_outbox_truncate_bodies AFTER TRUNCATE ON email_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION email_outbox_truncate_bodies();
