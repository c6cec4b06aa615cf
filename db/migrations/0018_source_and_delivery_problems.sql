ALTER TABLE "alert_deliveries" ADD COLUMN "last_problem" text;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "last_sync_problem" text;--> statement-breakpoint
-- hand-written: classify the errors stored before the problem codes (ADR 0111), by the fixed prefixes our own messages start with (once, on at most 300 characters a row).
UPDATE "rss_sources" SET "last_sync_problem" = CASE
  WHEN "last_sync_error" LIKE 'feeds/fetcher: cannot resolve host %' THEN 'dns'
  WHEN "last_sync_error" LIKE 'feeds/fetcher: refused: the address is not public%' THEN 'not_public'
  WHEN "last_sync_error" LIKE 'feeds/fetcher: refused scheme %' OR "last_sync_error" LIKE 'feeds/fetcher: invalid URL %' THEN 'bad_url'
  WHEN "last_sync_error" LIKE 'feeds/fetcher: timeout after %' THEN coalesce('timeout:' || substring("last_sync_error" from 'timeout after ([0-9]{1,6}) s'), 'timeout')
  WHEN "last_sync_error" LIKE 'feeds/fetcher: HTTP %' THEN coalesce('status:' || substring("last_sync_error" from 'HTTP ([0-9]{3})'), 'unknown')
  WHEN "last_sync_error" LIKE 'feeds/fetcher: body larger %' THEN 'too_large'
  WHEN "last_sync_error" LIKE 'feeds/fetcher: redirect loop %' OR "last_sync_error" LIKE 'feeds/fetcher: more than % redirects' THEN 'redirect'
  WHEN "last_sync_error" LIKE 'feeds/fetcher: %' THEN 'unreachable'
  WHEN "last_sync_error" LIKE 'feeds/parse: %' OR "last_sync_error" LIKE 'feeds/sources: %' OR "last_sync_error" LIKE 'feeds/web-page: %' THEN 'unreadable'
  ELSE 'unknown' END
WHERE "last_sync_error" IS NOT NULL AND "last_sync_problem" IS NULL;--> statement-breakpoint
UPDATE "alert_deliveries" SET "last_problem" = CASE
  WHEN "last_error" LIKE 'alerts/webhook: cannot resolve host %' THEN 'dns'
  WHEN "last_error" LIKE 'alerts/webhook: refused: the address is not public%' THEN 'not_public'
  WHEN "last_error" LIKE 'alerts/webhook: timeout after %' THEN coalesce('timeout:' || substring("last_error" from 'timeout after ([0-9]{1,6}) s'), 'timeout')
  WHEN "last_error" LIKE 'alerts/webhook: HTTP %' THEN coalesce('status:' || substring("last_error" from 'HTTP ([0-9]{3})'), 'unknown')
  WHEN "last_error" LIKE 'alerts/%' THEN 'unreachable'
  END
WHERE "last_error" LIKE 'alerts/%' AND "last_problem" IS NULL;
