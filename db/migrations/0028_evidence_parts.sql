CREATE TABLE "register_evidence_parts" (
	"evidence_id" integer NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "register_evidence_parts_evidence_id_part_pk" PRIMARY KEY("evidence_id","part")
);
--> statement-breakpoint
ALTER TABLE "register_evidence" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "register_evidence_parts" ADD CONSTRAINT "register_evidence_parts_evidence_id_register_evidence_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."register_evidence"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the bytes of files stored before this migration move into 1 MiB parts, then the
-- old column is emptied (ADR 0183). A removed file (zero bytes) gets no part.
INSERT INTO "register_evidence_parts" ("evidence_id", "part", "bytes")
SELECT e."id", p.n, substring(e."content" from p.n * 1048576 + 1 for 1048576)
FROM "register_evidence" e
CROSS JOIN LATERAL generate_series(0, (length(e."content") - 1) / 1048576) AS p(n)
WHERE e."content" IS NOT NULL AND length(e."content") > 0;--> statement-breakpoint
UPDATE "register_evidence" SET "content" = NULL WHERE "content" IS NOT NULL;
