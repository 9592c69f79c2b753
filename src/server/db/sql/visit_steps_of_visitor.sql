-- visit_steps_of_visitor: its definition after every migration in drizzle/, and the triggers that run it.
-- Written by: 0025_funnel_by_construction.
-- Generated, do not edit: change it in a new migration, then run `npx tsx scripts/sql-functions.ts`
-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).

CREATE OR REPLACE FUNCTION public.visit_steps_of_visitor()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  v visit_steps%ROWTYPE;
BEGIN
  SELECT * INTO v FROM visit_steps
   WHERE order_id = NEW.order_id AND visitor_hash = NEW.visitor_hash AND step = 'page_view';
  IF NOT FOUND THEN
    INSERT INTO visit_steps (order_id, visitor_hash, step, occurred_at, country, channel, campaign, variant)
    VALUES (NEW.order_id, NEW.visitor_hash, 'page_view', NEW.occurred_at, NEW.country, NEW.channel, NEW.campaign, NEW.variant)
    ON CONFLICT DO NOTHING;
    -- Another statement may have written the row first: read the one that is there.
    SELECT * INTO v FROM visit_steps
     WHERE order_id = NEW.order_id AND visitor_hash = NEW.visitor_hash AND step = 'page_view';
  ELSIF v.variant = '' AND NEW.variant <> '' THEN
    UPDATE visit_steps SET variant = NEW.variant, occurred_at = NEW.occurred_at
     WHERE order_id = NEW.order_id AND visitor_hash = NEW.visitor_hash AND variant = '';
    v.variant := NEW.variant;
    v.occurred_at := NEW.occurred_at;
  END IF;
  NEW.occurred_at := v.occurred_at;
  NEW.country := v.country;
  NEW.channel := v.channel;
  NEW.campaign := v.campaign;
  NEW.variant := v.variant;
  IF NEW.step = 'form_sent' THEN
    INSERT INTO visit_steps (order_id, visitor_hash, step, occurred_at, country, channel, campaign, variant)
    VALUES (NEW.order_id, NEW.visitor_hash, 'form_start', NEW.occurred_at, NEW.country, NEW.channel, NEW.campaign, NEW.variant)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END $function$;

CREATE TRIGGER visit_steps_of_visitor BEFORE INSERT ON public.visit_steps FOR EACH ROW WHEN ((new.step <> 'page_view'::text)) EXECUTE FUNCTION visit_steps_of_visitor();
