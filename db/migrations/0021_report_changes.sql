CREATE TABLE "legal_update_features" (
	"legal_update_id" integer PRIMARY KEY NOT NULL,
	"signature" "bytea" NOT NULL,
	"bands" integer[] NOT NULL,
	"own_keys" text[] NOT NULL,
	"match_keys" text[] NOT NULL,
	"variant" text NOT NULL,
	"title_numbers" text[] NOT NULL,
	"title_words" text[] NOT NULL,
	"day" integer NOT NULL,
	"jurisdiction" text,
	"official" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_update_status_changes" ADD COLUMN "other_update_id" integer;--> statement-breakpoint
ALTER TABLE "legal_updates" ADD COLUMN "primary_id" integer;--> statement-breakpoint
ALTER TABLE "legal_update_features" ADD CONSTRAINT "legal_update_features_legal_update_id_legal_updates_id_fk" FOREIGN KEY ("legal_update_id") REFERENCES "public"."legal_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_update_features_bands_idx" ON "legal_update_features" USING gin ("bands");--> statement-breakpoint
CREATE INDEX "legal_update_features_keys_idx" ON "legal_update_features" USING gin ("match_keys");--> statement-breakpoint
ALTER TABLE "legal_updates" ADD CONSTRAINT "legal_updates_primary_id_legal_updates_id_fk" FOREIGN KEY ("primary_id") REFERENCES "public"."legal_updates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_updates_primary_idx" ON "legal_updates" USING btree ("primary_id") WHERE "legal_updates"."primary_id" is not null;