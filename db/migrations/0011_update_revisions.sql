CREATE TABLE "alert_revision_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_update_id" integer NOT NULL,
	"revision_id" integer NOT NULL,
	"revised_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_update_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_update_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_hash" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- alert_deliveries: keyed by (alert, update, revision), revision 0 being the approval. The serial
-- id goes first (its key and sequence with it), then the pair index, then the new key is built
-- (drizzle-kit orders these so that the key would name a column not yet there).
ALTER TABLE "alert_deliveries" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "alert_deliveries_pair_key";--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "revision_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_pkey" PRIMARY KEY("alert_id","legal_update_id","revision_id");--> statement-breakpoint
ALTER TABLE "legal_updates" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "legal_updates" ADD COLUMN "revised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_revision_queue" ADD CONSTRAINT "alert_revision_queue_legal_update_id_legal_updates_id_fk" FOREIGN KEY ("legal_update_id") REFERENCES "public"."legal_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_revision_queue" ADD CONSTRAINT "alert_revision_queue_revision_id_legal_update_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."legal_update_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_update_revisions" ADD CONSTRAINT "legal_update_revisions_legal_update_id_legal_updates_id_fk" FOREIGN KEY ("legal_update_id") REFERENCES "public"."legal_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_update_revisions_update_idx" ON "legal_update_revisions" USING btree ("legal_update_id","id");