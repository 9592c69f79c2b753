-- Tell every server process when a bearer session it may keep in memory
-- (src/server/auth/session-cache.ts) stops meaning what it meant: a session deleted (sign-out, a
-- revocation, a password reset, the clean-up of an expired one, its user deleted) or changed (its
-- expiry moved), or a user's name or email changed. The payload is the user id, never the token:
-- each process drops every session it keeps for that user. Sent on the `auth_sessions` channel,
-- which the process's one listening connection (src/server/db/change-feed.ts) reads with the
-- landing pages' channel. NOTIFY is delivered when the transaction commits (never for a rolled-back
-- change), once per distinct payload per transaction.
CREATE OR REPLACE FUNCTION auth_sessions_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_sessions', OLD.id);
  ELSE
    PERFORM pg_notify('auth_sessions', OLD.user_id);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_sessions_notify
AFTER UPDATE OR DELETE ON sessions
FOR EACH ROW EXECUTE FUNCTION auth_sessions_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_sessions_notify_update
AFTER UPDATE OF name, email ON users
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email)
EXECUTE FUNCTION auth_sessions_notify();
--> statement-breakpoint
CREATE TRIGGER users_auth_sessions_notify_delete
AFTER DELETE ON users
FOR EACH ROW EXECUTE FUNCTION auth_sessions_notify();
