CREATE TABLE "legal_update_fact_keys" (
	"fact" text NOT NULL,
	"day" integer NOT NULL,
	"legal_update_id" integer NOT NULL,
	CONSTRAINT "legal_update_fact_keys_fact_day_legal_update_id_pk" PRIMARY KEY("fact","day","legal_update_id")
);
--> statement-breakpoint
ALTER TABLE "legal_update_features" ADD COLUMN "key_facts" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- hand-written: the key facts rode in title_words behind "§" (ADR 0175): they move to key_facts,
-- and the reports holding their own bands (not copies, ADR 0176) get their fact rows (ADR
-- 0184).
UPDATE "legal_update_features"
SET "key_facts" = ARRAY(SELECT substr(w, 2) FROM unnest("title_words") AS w WHERE w LIKE '§%'),
  "title_words" = ARRAY(SELECT w FROM unnest("title_words") AS w WHERE w NOT LIKE '§%')
WHERE EXISTS (SELECT 1 FROM unnest("title_words") AS w WHERE w LIKE '§%');
--> statement-breakpoint
INSERT INTO "legal_update_fact_keys" ("fact", "day", "legal_update_id")
SELECT DISTINCT k."fact", f."day", f."legal_update_id"
FROM "legal_update_features" f, unnest(f."key_facts") AS k("fact")
WHERE f."copy_of" IS NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A deleted report's fact rows go with its bands; its first copy takes both over (0027).
CREATE OR REPLACE FUNCTION "legal_update_bands_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  heir integer;
BEGIN
  IF OLD."copy_of" IS NOT NULL THEN
    RETURN OLD;
  END IF;
  DELETE FROM "legal_update_bands"
  WHERE "band_hash" = ANY (OLD."bands") AND "day" = OLD."day"
    AND "legal_update_id" = OLD."legal_update_id";
  DELETE FROM "legal_update_fact_keys"
  WHERE "fact" = ANY (OLD."key_facts") AND "day" = OLD."day"
    AND "legal_update_id" = OLD."legal_update_id";
  SELECT min("legal_update_id") INTO heir FROM "legal_update_features"
  WHERE "copy_of" = OLD."legal_update_id";
  IF heir IS NOT NULL THEN
    UPDATE "legal_update_features" SET "copy_of" = CASE WHEN "legal_update_id" = heir THEN NULL
      ELSE heir END
    WHERE "copy_of" = OLD."legal_update_id";
    INSERT INTO "legal_update_bands" ("band_hash", "day", "legal_update_id")
    SELECT DISTINCT b."band_hash", f."day", f."legal_update_id"
    FROM "legal_update_features" f, unnest(f."bands") AS b("band_hash")
    WHERE f."legal_update_id" = heir
    ON CONFLICT DO NOTHING;
    INSERT INTO "legal_update_fact_keys" ("fact", "day", "legal_update_id")
    SELECT DISTINCT k."fact", f."day", f."legal_update_id"
    FROM "legal_update_features" f, unnest(f."key_facts") AS k("fact")
    WHERE f."legal_update_id" = heir
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN OLD;
END $$;
