ALTER TABLE "rss_sources" ADD COLUMN "format" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "selector" text;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "fetch_full_text" boolean DEFAULT false NOT NULL;