ALTER TABLE "legal_update_features" ADD COLUMN "copy_key" integer;--> statement-breakpoint
ALTER TABLE "legal_update_features" ADD COLUMN "copy_of" integer;--> statement-breakpoint
CREATE INDEX "legal_update_features_copy_key_idx" ON "legal_update_features" USING btree ("copy_key") WHERE "legal_update_features"."copy_of" is null;--> statement-breakpoint
CREATE INDEX "legal_update_features_copy_of_idx" ON "legal_update_features" USING btree ("copy_of") WHERE "legal_update_features"."copy_of" is not null;--> statement-breakpoint
-- hand-written: a report stored as a copy has no band rows of its own (ADR 0176);
-- when the report holding its bands is deleted, its first copy takes the bands over and the other
-- copies point at it, so they stay findable by their text.
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
  END IF;
  RETURN OLD;
END $$;
