-- Issue 25: funnel numbers that add up by construction (docs/analytics.md#the-funnel).
-- A visitor's 'page_view' row in visit_steps is their row of the day: whoever took any step that
-- day (a page view, a call-to-action click, a form start, a form sent with or without JavaScript,
-- a price click) has one. Every other step of that visitor takes the row's time, country, channel,
-- campaign and variant, so any window, country, channel or variant holds all of a visitor's steps
-- of a day or none of them: visitors ≥ clicks, visitors ≥ form starts ≥ forms sent, per channel too.
-- A form sent ('form_sent') implies a form started.
--
-- The visitor's row takes the variant of the first experiment variant they see that day: a visitor
-- who opened the page before an experiment started and comes back to variant B is B's visitor from
-- that view on (their rows move to its time). Before this, their row kept the first view's empty
-- variant and the experiment never counted them that day.
CREATE OR REPLACE FUNCTION visit_steps_of_visitor() RETURNS trigger
LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER visit_steps_of_visitor BEFORE INSERT ON visit_steps
  FOR EACH ROW WHEN (NEW.step <> 'page_view') EXECUTE FUNCTION visit_steps_of_visitor();
--> statement-breakpoint
-- Migration 0017's function, plus: a page view showing a variant gives a visitor row without one
-- that variant (and moves the visitor's rows to that view's time), as a step does above.
CREATE OR REPLACE FUNCTION analytics_channel_rollup() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    UPDATE visit_channel_15m AS r SET visits = r.visits - d.n
    FROM (
      SELECT order_id, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket,
             coalesce(country, '') AS country, channel, source, coalesce(utm_campaign, '') AS campaign, count(*)::int AS n
      FROM old_visits GROUP BY 1, 2, 3, 4, 5, 6
    ) AS d
    WHERE r.order_id = d.order_id AND r.bucket = d.bucket AND r.country = d.country AND r.channel = d.channel
      AND r.source = d.source AND r.campaign = d.campaign;
    DELETE FROM visit_channel_15m AS r
    USING (
      SELECT DISTINCT order_id, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS bucket,
             coalesce(country, '') AS country, channel, source, coalesce(utm_campaign, '') AS campaign
      FROM old_visits
    ) AS d
    WHERE r.order_id = d.order_id AND r.bucket = d.bucket AND r.country = d.country AND r.channel = d.channel
      AND r.source = d.source AND r.campaign = d.campaign AND r.visits <= 0;
  END IF;

  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO visit_channel_15m AS r (order_id, bucket, country, channel, source, campaign, visits)
    SELECT order_id, date_bin('15 minutes', occurred_at, TIMESTAMPTZ '2000-01-01 00:00:00+00'),
           coalesce(country, ''), channel, source, coalesce(utm_campaign, ''), count(*)::int
    FROM new_visits GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (order_id, bucket, country, channel, source, campaign) DO UPDATE SET visits = r.visits + excluded.visits;
  END IF;

  IF TG_OP = 'INSERT' THEN
    INSERT INTO visit_steps (order_id, visitor_hash, step, occurred_at, country, channel, campaign, variant)
    SELECT DISTINCT ON (order_id, visitor_hash) order_id, visitor_hash, 'page_view', occurred_at,
           coalesce(country, ''), channel, coalesce(utm_campaign, ''), coalesce(variant, '')
    FROM new_visits ORDER BY order_id, visitor_hash, occurred_at
    ON CONFLICT DO NOTHING;
    UPDATE visit_steps AS s SET variant = f.variant, occurred_at = f.occurred_at
    FROM (
      SELECT DISTINCT ON (order_id, visitor_hash) order_id, visitor_hash, variant, occurred_at
      FROM new_visits WHERE variant <> '' ORDER BY order_id, visitor_hash, occurred_at
    ) AS f
    WHERE s.order_id = f.order_id AND s.visitor_hash = f.visitor_hash AND s.variant = '';
  END IF;
  RETURN NULL;
END $$;
