CREATE TABLE "host_fetch_slots" (
	"host" text NOT NULL,
	"slot" integer NOT NULL,
	"holder" text,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "host_fetch_slots_host_slot_pk" PRIMARY KEY("host","slot")
);
--> statement-breakpoint
ALTER TABLE "legal_updates" ADD COLUMN "analysis_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "next_sync_at" timestamp with time zone DEFAULT 'epoch'::timestamptz NOT NULL;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "claimed_by" text;--> statement-breakpoint
CREATE INDEX "rss_sources_next_sync_idx" ON "rss_sources" USING btree ("next_sync_at");