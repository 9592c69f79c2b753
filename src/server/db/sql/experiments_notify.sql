-- experiments_notify: its definition after every migration in drizzle/, and the triggers that run it.
-- Written by: 0017_experiments.
-- Generated, do not edit: change it in a new migration, then run `npx tsx scripts/sql-functions.ts`
-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).

CREATE OR REPLACE FUNCTION public.experiments_notify()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('landing_pages', OLD.order_id);
  ELSE
    PERFORM pg_notify('landing_pages', NEW.order_id);
  END IF;
  RETURN NULL;
END;
$function$;

CREATE TRIGGER experiments_landing_pages_notify AFTER INSERT OR DELETE OR UPDATE ON public.experiments FOR EACH ROW EXECUTE FUNCTION experiments_notify();
