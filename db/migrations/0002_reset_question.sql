ALTER TABLE "users" ADD COLUMN "reset_question_number" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reset_question_issued_at" timestamp with time zone;