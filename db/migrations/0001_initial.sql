CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_settings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "jurisdictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"sync_frequency" integer DEFAULT 3 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_update_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"legal_update_id" integer NOT NULL,
	"actor_id" text,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"source_url" text NOT NULL,
	"source_url_key" text NOT NULL,
	"publish_date" timestamp with time zone NOT NULL,
	"jurisdiction_id" integer,
	"rss_source_id" integer,
	"source" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"ai_summary" text,
	"ai_category" text,
	"analysis_state" text DEFAULT 'pending' NOT NULL,
	"analysis_attempts" integer DEFAULT 0 NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower("legal_updates"."title" || ' ' || coalesce("legal_updates"."ai_summary", '') || ' ' || coalesce("legal_updates"."ai_category", ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_updates_sourceUrlKey_unique" UNIQUE("source_url_key")
);
--> statement-breakpoint
CREATE TABLE "rss_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"jurisdiction_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"source_type" text DEFAULT 'jurisdiction' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"legislative_filter" text,
	"last_sync" timestamp with time zone,
	"last_sync_status" text DEFAULT 'pending' NOT NULL,
	"last_sync_error" text,
	"etag" text,
	"last_modified" text,
	"consecutive_errors" integer DEFAULT 0 NOT NULL,
	"retry_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"secret_hash" "bytea" NOT NULL,
	"setup_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_legal_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"legal_update_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"owner_name" varchar(100),
	"department" varchar(100),
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"risk_score" text DEFAULT 'low' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"legal_update_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"rss_source_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"role" text DEFAULT 'user' NOT NULL,
	"password_hash" text,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"temp_password_expires_at" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"subscription_status" text DEFAULT 'active' NOT NULL,
	"subscription_start_date" timestamp with time zone,
	"subscription_end_date" timestamp with time zone,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"billing_cycle" text DEFAULT 'monthly' NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"reset_token" text,
	"reset_token_expires_at" timestamp with time zone,
	"email_verified" boolean DEFAULT false NOT NULL,
	"email_verification_token" text,
	"security_answer1" text,
	"security_answer2" text,
	"security_answer3" text,
	"last_login_at" timestamp with time zone,
	"max_reports" integer DEFAULT 10 NOT NULL,
	"reports_remaining" integer DEFAULT 10 NOT NULL,
	"reports_reset_at" timestamp with time zone,
	"company_name" text,
	"company_website_url" text,
	"employee_count" integer,
	"share_tasks_with_company" boolean DEFAULT false NOT NULL,
	"filter_jurisdictions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"filter_industries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "legal_update_status_changes" ADD CONSTRAINT "legal_update_status_changes_legal_update_id_legal_updates_id_fk" FOREIGN KEY ("legal_update_id") REFERENCES "public"."legal_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_update_status_changes" ADD CONSTRAINT "legal_update_status_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_updates" ADD CONSTRAINT "legal_updates_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_updates" ADD CONSTRAINT "legal_updates_rss_source_id_rss_sources_id_fk" FOREIGN KEY ("rss_source_id") REFERENCES "public"."rss_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_updates" ADD CONSTRAINT "legal_updates_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rss_sources" ADD CONSTRAINT "rss_sources_jurisdiction_id_jurisdictions_id_fk" FOREIGN KEY ("jurisdiction_id") REFERENCES "public"."jurisdictions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_legal_updates" ADD CONSTRAINT "task_legal_updates_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_legal_updates" ADD CONSTRAINT "task_legal_updates_legal_update_id_legal_updates_id_fk" FOREIGN KEY ("legal_update_id") REFERENCES "public"."legal_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_favorites" ADD CONSTRAINT "user_favorites_legal_update_id_legal_updates_id_fk" FOREIGN KEY ("legal_update_id") REFERENCES "public"."legal_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_rss_source_id_rss_sources_id_fk" FOREIGN KEY ("rss_source_id") REFERENCES "public"."rss_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jurisdictions_name_key" ON "jurisdictions" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "legal_update_status_changes_update_idx" ON "legal_update_status_changes" USING btree ("legal_update_id");--> statement-breakpoint
CREATE INDEX "legal_updates_status_publish_idx" ON "legal_updates" USING btree ("status","publish_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "legal_updates_jurisdiction_idx" ON "legal_updates" USING btree ("jurisdiction_id","status","publish_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "legal_updates_source_idx" ON "legal_updates" USING btree ("rss_source_id");--> statement-breakpoint
CREATE INDEX "legal_updates_status_idx" ON "legal_updates" USING btree ("status");--> statement-breakpoint
CREATE INDEX "legal_updates_analysis_idx" ON "legal_updates" USING btree ("analysis_state") WHERE "legal_updates"."analysis_state" <> 'done';--> statement-breakpoint
CREATE INDEX "legal_updates_search_idx" ON "legal_updates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rss_sources_jurisdiction_idx" ON "rss_sources" USING btree ("jurisdiction_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_legal_updates_pair_key" ON "task_legal_updates" USING btree ("task_id","legal_update_id");--> statement-breakpoint
CREATE INDEX "tasks_user_idx" ON "tasks" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_favorites_pair_key" ON "user_favorites" USING btree ("user_id","legal_update_id");--> statement-breakpoint
CREATE INDEX "user_favorites_recent_idx" ON "user_favorites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "user_preferences_pair_key" ON "user_preferences" USING btree ("user_id","rss_source_id");--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree (lower("company_name"));