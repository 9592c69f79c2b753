-- Tell every server process when a public landing page may have changed, so its in-memory page
-- cache (src/server/landing/page-cache.ts) drops the order's entry: the page's content, its
-- status (published while Active or Completed) or its removal changed, or the row was deleted.
-- The payload is the order id. NOTIFY is sent when the transaction commits (never for a rolled-back
-- edit), and an UPDATE that leaves the three columns as they were sends nothing.
CREATE OR REPLACE FUNCTION landing_pages_notify() RETURNS trigger
LANGUAGE plpgsql AS $$
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
$$;
--> statement-breakpoint
CREATE TRIGGER orders_landing_pages_notify
AFTER UPDATE OF landing_page, status, deleted_at OR DELETE ON orders
FOR EACH ROW EXECUTE FUNCTION landing_pages_notify();
