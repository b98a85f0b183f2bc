ALTER TABLE "fridge_items" DROP CONSTRAINT "fridge_items_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "fridge_items" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fridge_items" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "fridge_items" ADD CONSTRAINT "fridge_items_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fridge_items" ADD CONSTRAINT "fridge_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fridge_items_household_id_state_idx" ON "fridge_items" USING btree ("household_id","state","created_at");--> statement-breakpoint
ALTER TABLE "fridge_items" ADD CONSTRAINT "fridge_items_owner_check" CHECK ("fridge_items"."user_id" is not null or "fridge_items"."household_id" is not null);--> statement-breakpoint
-- A user's personal items go with the user, however the user is deleted; the items they added to a
-- household's fridge stay there (their user_id is emptied by the foreign key).
CREATE FUNCTION "fridge_items_delete_personal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "fridge_items" WHERE "user_id" = OLD."id" AND "household_id" IS NULL;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_delete_personal_fridge_items" BEFORE DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "fridge_items_delete_personal"();
