DROP INDEX "legal_updates_source_idx";--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "reported_health" text;--> statement-breakpoint
CREATE INDEX "legal_updates_source_publish_idx" ON "legal_updates" USING btree ("rss_source_id","publish_date" DESC NULLS LAST,"created_at");