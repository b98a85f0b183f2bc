ALTER TABLE "prize_claims" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "prize_claims" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "prize_claims" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "prize_claims" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "prize_claims" ADD CONSTRAINT "prize_claims_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prize_claims_held_idx" ON "prize_claims" USING btree ("created_at") WHERE "prize_claims"."status" = 'held';--> statement-breakpoint
ALTER TABLE "prize_claims" ADD CONSTRAINT "prize_claims_status_check" CHECK ("prize_claims"."status" in ('held', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "prize_claims" ADD CONSTRAINT "prize_claims_hold_reason_check" CHECK ("prize_claims"."hold_reason" in ('new_account', 'fast_points'));