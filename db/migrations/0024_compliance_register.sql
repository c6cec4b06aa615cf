CREATE TABLE "register_controls" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"reference" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"owner_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"obligation_id" integer,
	"legal_update_id" integer,
	"duty" text NOT NULL,
	"citation" text,
	"applicability" text DEFAULT 'applies' NOT NULL,
	"applicability_reason" text,
	"owner_id" text,
	"status" text DEFAULT 'not_assessed' NOT NULL,
	"due_date" date,
	"notes" text,
	"duty_removed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_entries_status_check" CHECK ("register_entries"."status" in ('not_assessed', 'gap', 'in_progress', 'compliant')),
	CONSTRAINT "register_entries_applicability_check" CHECK ("register_entries"."applicability" in ('applies', 'not_applicable'))
);
--> statement-breakpoint
CREATE TABLE "register_entry_controls" (
	"entry_id" integer NOT NULL,
	"control_id" integer NOT NULL,
	CONSTRAINT "register_entry_controls_entry_id_control_id_pk" PRIMARY KEY("entry_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "register_entry_tasks" (
	"entry_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	CONSTRAINT "register_entry_tasks_entry_id_task_id_pk" PRIMARY KEY("entry_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "register_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" text
);
--> statement-breakpoint
CREATE TABLE "register_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"entry_id" integer,
	"control_id" integer,
	"evidence_id" integer,
	"user_id" text,
	"at" timestamp with time zone NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text
);
--> statement-breakpoint
ALTER TABLE "register_controls" ADD CONSTRAINT "register_controls_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_controls" ADD CONSTRAINT "register_controls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_obligation_id_legal_update_obligations_id_fk" FOREIGN KEY ("obligation_id") REFERENCES "public"."legal_update_obligations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_legal_update_id_legal_updates_id_fk" FOREIGN KEY ("legal_update_id") REFERENCES "public"."legal_updates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entries" ADD CONSTRAINT "register_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entry_controls" ADD CONSTRAINT "register_entry_controls_entry_id_register_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."register_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entry_controls" ADD CONSTRAINT "register_entry_controls_control_id_register_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."register_controls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entry_tasks" ADD CONSTRAINT "register_entry_tasks_entry_id_register_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."register_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_entry_tasks" ADD CONSTRAINT "register_entry_tasks_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_evidence" ADD CONSTRAINT "register_evidence_entry_id_register_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."register_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_evidence" ADD CONSTRAINT "register_evidence_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_evidence" ADD CONSTRAINT "register_evidence_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_history" ADD CONSTRAINT "register_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "register_controls_reference_key" ON "register_controls" USING btree ("scope",lower("reference"));--> statement-breakpoint
CREATE INDEX "register_entries_scope_idx" ON "register_entries" USING btree ("scope","due_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_entries_obligation_key" ON "register_entries" USING btree ("scope","obligation_id") WHERE "register_entries"."obligation_id" is not null;--> statement-breakpoint
CREATE INDEX "register_entries_obligation_idx" ON "register_entries" USING btree ("obligation_id");--> statement-breakpoint
CREATE INDEX "register_entry_controls_control_idx" ON "register_entry_controls" USING btree ("control_id");--> statement-breakpoint
CREATE INDEX "register_entry_tasks_task_idx" ON "register_entry_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "register_evidence_entry_idx" ON "register_evidence" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "register_history_entry_idx" ON "register_history" USING btree ("entry_id","id");--> statement-breakpoint
CREATE INDEX "register_history_control_idx" ON "register_history" USING btree ("control_id","id");--> statement-breakpoint
CREATE INDEX "legal_update_obligations_deadline_idx" ON "legal_update_obligations" USING btree ("deadline") WHERE "legal_update_obligations"."deadline" is not null;