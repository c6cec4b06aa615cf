CREATE TABLE "source_key_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "api_key_encrypted" text;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "read_cursor" text;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "source_key_changes" ADD CONSTRAINT "source_key_changes_source_id_rss_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."rss_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_key_changes" ADD CONSTRAINT "source_key_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_key_changes_source_idx" ON "source_key_changes" USING btree ("source_id");