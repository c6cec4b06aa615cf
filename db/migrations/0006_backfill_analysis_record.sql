-- The analyser's record for updates analysed before it was kept (ADR 0058):
-- their category as it stands is the best guess of what the analyser said. Which analyser and
-- when are unknown and stay NULL, so that the quality figures show these rows as "unknown"
-- instead of crediting an analyser with categories a reviewer may already have corrected.
UPDATE "legal_updates" SET "ai_category_original" = "ai_category"
WHERE "analysis_state" = 'done' AND "ai_category" IS NOT NULL AND "ai_category_original" IS NULL;
