-- contact_submissions_visitor_row: its definition after every migration in drizzle/, and the triggers that run it.
-- Written by: 0034_lead_visitor_row.
-- Generated, do not edit: change it in a new migration, then run `npx tsx scripts/sql-functions.ts`
-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).

CREATE OR REPLACE FUNCTION public.contact_submissions_visitor_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  s visit_steps%ROWTYPE;
BEGIN
  SELECT * INTO s FROM visit_steps
   WHERE order_id = NEW.order_id AND visitor_hash = NEW.visitor_hash AND step = 'page_view';
  IF NEW.visitor_hash IS NULL OR NOT FOUND THEN
    NEW.row_at := NULL; NEW.row_channel := NULL; NEW.row_campaign := NULL; NEW.row_variant := NULL; NEW.row_country := NULL;
  ELSE
    NEW.row_at := s.occurred_at; NEW.row_channel := s.channel; NEW.row_campaign := s.campaign;
    NEW.row_variant := s.variant; NEW.row_country := s.country;
  END IF;
  RETURN NEW;
END $function$;

CREATE TRIGGER contact_submissions_visitor_row BEFORE INSERT OR UPDATE OF order_id, visitor_hash ON public.contact_submissions FOR EACH ROW EXECUTE FUNCTION contact_submissions_visitor_row();
