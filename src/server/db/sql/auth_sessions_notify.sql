-- auth_sessions_notify: its definition after every migration in drizzle/, and the triggers that run it.
-- Written by: 0022_auth_sessions_notify.
-- Generated, do not edit: change it in a new migration, then run `npx tsx scripts/sql-functions.ts`
-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).

CREATE OR REPLACE FUNCTION public.auth_sessions_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('auth_sessions', OLD.id);
  ELSE
    PERFORM pg_notify('auth_sessions', OLD.user_id);
  END IF;
  RETURN NULL;
END;
$function$;

CREATE TRIGGER sessions_auth_sessions_notify AFTER DELETE OR UPDATE ON public.sessions FOR EACH ROW EXECUTE FUNCTION auth_sessions_notify();

CREATE TRIGGER users_auth_sessions_notify_delete AFTER DELETE ON public.users FOR EACH ROW EXECUTE FUNCTION auth_sessions_notify();

CREATE TRIGGER users_auth_sessions_notify_update AFTER UPDATE OF name, email ON public.users FOR EACH ROW WHEN (((old.name IS DISTINCT FROM new.name) OR (old.email IS DISTINCT FROM new.email))) EXECUTE FUNCTION auth_sessions_notify();
