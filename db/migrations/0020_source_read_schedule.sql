ALTER TABLE "rss_sources" ADD COLUMN "sync_interval_seconds" integer;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "sync_interval_reason" text;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "recent_item_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "feed_refresh_seconds" integer;