CREATE TABLE "legal_update_bands" (
	"band_hash" integer NOT NULL,
	"day" integer NOT NULL,
	"legal_update_id" integer NOT NULL,
	CONSTRAINT "legal_update_bands_band_hash_day_legal_update_id_pk" PRIMARY KEY("band_hash","day","legal_update_id")
);
--> statement-breakpoint
DROP INDEX "legal_update_features_bands_idx";--> statement-breakpoint
-- hand-written: the bands of the reports stored before this table (ADR 0158), and the
-- trigger that deletes a report's bands with its features (no foreign key: see the ADR); the
-- delete finds the rows by the primary key (band_hash, day, legal_update_id).
INSERT INTO "legal_update_bands" ("band_hash", "day", "legal_update_id")
SELECT DISTINCT b."band_hash", f."day", f."legal_update_id"
FROM "legal_update_features" f, unnest(f."bands") AS b("band_hash")
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION "legal_update_bands_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "legal_update_bands"
  WHERE "band_hash" = ANY (OLD."bands") AND "day" = OLD."day"
    AND "legal_update_id" = OLD."legal_update_id";
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "legal_update_bands_delete" AFTER DELETE ON "legal_update_features"
FOR EACH ROW EXECUTE FUNCTION "legal_update_bands_delete"();
