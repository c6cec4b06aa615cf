ALTER TABLE "legal_updates" ADD COLUMN "obligations_extracted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "legal_updates_obligations_unextracted_idx" ON "legal_updates" USING btree ("id") WHERE "legal_updates"."analysis_state" = 'done' and "legal_updates"."obligations_extracted_at" is null;--> statement-breakpoint
-- hand-written: an analysed update whose obligations are already stored (the analyser's, or an
-- admin's list) was extracted; the others (none stored, or analysed before obligations existed)
-- stay NULL and the start-up backfill extracts them (ADR 0104).
UPDATE "legal_updates" AS u SET "obligations_extracted_at" = coalesce(u."analysed_at", now())
WHERE u."analysis_state" = 'done'
  AND (u."obligations_edited_at" IS NOT NULL
    OR EXISTS (SELECT 1 FROM "legal_update_obligations" o WHERE o."legal_update_id" = u."id"));
