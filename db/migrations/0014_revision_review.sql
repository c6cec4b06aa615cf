ALTER TABLE "legal_update_revisions" ADD COLUMN "review" text DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_update_revisions" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "legal_update_revisions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_update_status_changes" ADD COLUMN "kind" text DEFAULT 'status' NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_update_revisions" ADD CONSTRAINT "legal_update_revisions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_update_revisions_pending_idx" ON "legal_update_revisions" USING btree ("legal_update_id") WHERE "legal_update_revisions"."review" = 'pending';--> statement-breakpoint
ALTER TABLE "legal_update_revisions" ADD CONSTRAINT "legal_update_revisions_review_check" CHECK ("legal_update_revisions"."review" in ('applied', 'pending', 'approved', 'rejected', 'superseded'));