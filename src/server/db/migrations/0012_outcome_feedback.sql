CREATE TABLE "shelf_life_resets" (
	"user_id" text NOT NULL,
	"food_id" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shelf_life_resets_user_id_food_id_pk" PRIMARY KEY("user_id","food_id")
);
--> statement-breakpoint
ALTER TABLE "fridge_items" ADD COLUMN "discard_reason" text;--> statement-breakpoint
ALTER TABLE "fridge_items" ADD COLUMN "still_good" boolean;--> statement-breakpoint
ALTER TABLE "shelf_life_resets" ADD CONSTRAINT "shelf_life_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_life_resets" ADD CONSTRAINT "shelf_life_resets_food_id_foods_id_fk" FOREIGN KEY ("food_id") REFERENCES "public"."foods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fridge_items" ADD CONSTRAINT "fridge_items_discard_reason_check" CHECK ("fridge_items"."discard_reason" is null or ("fridge_items"."state" = 'discarded' and "fridge_items"."discard_reason" in ('went_off', 'forgot', 'too_much', 'disliked', 'other')));--> statement-breakpoint
ALTER TABLE "fridge_items" ADD CONSTRAINT "fridge_items_still_good_check" CHECK ("fridge_items"."still_good" is null or "fridge_items"."state" <> 'stored');