CREATE TABLE "legal_update_obligations" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_update_id" integer NOT NULL,
	"position" integer NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"deadline" date,
	"citation" text NOT NULL,
	"confidence" real NOT NULL,
	"source" text NOT NULL,
	"analyser" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_update_obligations_confidence_check" CHECK ("legal_update_obligations"."confidence" >= 0 and "legal_update_obligations"."confidence" <= 1),
	CONSTRAINT "legal_update_obligations_source_check" CHECK ("legal_update_obligations"."source" in ('ai', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "legal_updates" ADD COLUMN "obligations_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "legal_update_obligations" ADD CONSTRAINT "legal_update_obligations_legal_update_id_legal_updates_id_fk" FOREIGN KEY ("legal_update_id") REFERENCES "public"."legal_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_update_obligations_position_key" ON "legal_update_obligations" USING btree ("legal_update_id","position");