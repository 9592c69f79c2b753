-- The outbox keeps a message's extra headers: the weekly digest's List-Unsubscribe and
-- List-Unsubscribe-Post (RFC 8058 one-click unsubscribe), sent with it over SMTP.
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb;
