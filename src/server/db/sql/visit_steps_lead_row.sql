-- visit_steps_lead_row: its definition after every migration in drizzle/, and the triggers that run it.
-- Written by: 0034_lead_visitor_row.
-- Generated, do not edit: change it in a new migration, then run `npx tsx scripts/sql-functions.ts`
-- (test/server/db/sql-functions.test.ts compares this file with the migrations' result).

CREATE OR REPLACE FUNCTION public.visit_steps_lead_row()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE contact_submissions l
       SET row_at = NULL, row_channel = NULL, row_campaign = NULL, row_variant = NULL, row_country = NULL
      FROM changed c
     WHERE c.step = 'page_view' AND l.order_id = c.order_id AND l.visitor_hash = c.visitor_hash
       AND NOT EXISTS (SELECT 1 FROM visit_steps s WHERE s.order_id = c.order_id AND s.visitor_hash = c.visitor_hash AND s.step = 'page_view');
  ELSE
    UPDATE contact_submissions l
       SET row_at = c.occurred_at, row_channel = c.channel, row_campaign = c.campaign, row_variant = c.variant, row_country = c.country
      FROM changed c
     WHERE c.step = 'page_view' AND l.order_id = c.order_id AND l.visitor_hash = c.visitor_hash
       AND (l.row_at, l.row_channel, l.row_campaign, l.row_variant, l.row_country)
           IS DISTINCT FROM (c.occurred_at, c.channel, c.campaign, c.variant, c.country);
  END IF;
  RETURN NULL;
END $function$;

CREATE TRIGGER visit_steps_lead_row_delete AFTER DELETE ON public.visit_steps REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION visit_steps_lead_row();

CREATE TRIGGER visit_steps_lead_row_insert AFTER INSERT ON public.visit_steps REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION visit_steps_lead_row();

CREATE TRIGGER visit_steps_lead_row_update AFTER UPDATE ON public.visit_steps REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION visit_steps_lead_row();
