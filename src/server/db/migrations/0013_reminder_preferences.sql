ALTER TABLE "fridge_items_reminders" DROP CONSTRAINT "fridge_items_reminders_outcome_check";--> statement-breakpoint
ALTER TABLE "fridge_items_reminders" ADD COLUMN "is_snooze" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_hour" smallint DEFAULT 9 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_days_before" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quiet_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "push_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fridge_items_reminders_one_snooze_idx" ON "fridge_items_reminders" USING btree ("fridge_item_id") WHERE "fridge_items_reminders"."is_snooze" and "fridge_items_reminders"."reminded" = false;--> statement-breakpoint
ALTER TABLE "fridge_items_reminders" ADD CONSTRAINT "fridge_items_reminders_outcome_check" CHECK ("fridge_items_reminders"."outcome" in ('sent', 'skipped', 'past', 'failed', 'no_channel', 'enough'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_preferences_check" CHECK ("users"."reminder_hour" between 0 and 23 and "users"."reminder_days_before" between 0 and 3 and "users"."quiet_days" between 0 and 126);