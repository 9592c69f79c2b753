-- landing_pages_notify: its definition after every migration in drizzle/, and the triggers that run it.
-- Written by: 0013_landing_page_notify.
-- Generated, do not edit: change it in a new migration, then run `npx tsx scripts/sql-functions.ts`
-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).

CREATE OR REPLACE FUNCTION public.landing_pages_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'UPDATE'
     AND NEW.landing_page IS NOT DISTINCT FROM OLD.landing_page
     AND NEW.status IS NOT DISTINCT FROM OLD.status
     AND NEW.deleted_at IS NOT DISTINCT FROM OLD.deleted_at THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('landing_pages', OLD.id);
  RETURN NULL;
END;
$function$;

CREATE TRIGGER orders_landing_pages_notify AFTER DELETE OR UPDATE OF landing_page, status, deleted_at ON public.orders FOR EACH ROW EXECUTE FUNCTION landing_pages_notify();
