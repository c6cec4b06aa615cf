CREATE TABLE "alert_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"legal_update_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_match_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_update_id" integer NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_unsubscribe_tokens" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"jurisdiction_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"industries" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"match_words" text[] DEFAULT '{*}'::text[] NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"webhook_url" text,
	"webhook_format" text DEFAULT 'standard' NOT NULL,
	"webhook_secret" text NOT NULL,
	"feed_token_hash" "bytea" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_feedTokenHash_unique" UNIQUE("feed_token_hash")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token_hash" "bytea";--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_legal_update_id_legal_updates_id_fk" FOREIGN KEY ("legal_update_id") REFERENCES "public"."legal_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_match_queue" ADD CONSTRAINT "alert_match_queue_legal_update_id_legal_updates_id_fk" FOREIGN KEY ("legal_update_id") REFERENCES "public"."legal_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_unsubscribe_tokens" ADD CONSTRAINT "alert_unsubscribe_tokens_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_pair_key" ON "alert_deliveries" USING btree ("alert_id","legal_update_id");--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("due_at") WHERE "alert_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "alert_deliveries_update_idx" ON "alert_deliveries" USING btree ("legal_update_id");--> statement-breakpoint
CREATE INDEX "alert_unsubscribe_tokens_alert_idx" ON "alert_unsubscribe_tokens" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "alerts_user_idx" ON "alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alerts_match_words_idx" ON "alerts" USING gin ("match_words");--> statement-breakpoint
CREATE INDEX "legal_updates_approved_idx" ON "legal_updates" USING btree ("approved_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "legal_updates"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendarTokenHash_unique" UNIQUE("calendar_token_hash");