CREATE TABLE "websub_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"source_id" integer,
	"hub" text NOT NULL,
	"topic" text NOT NULL,
	"secret" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"lease_ends_at" timestamp with time zone,
	"requested_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "websub_subscriptions" ADD CONSTRAINT "websub_subscriptions_source_id_rss_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."rss_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "websub_subscriptions_source_idx" ON "websub_subscriptions" USING btree ("source_id");