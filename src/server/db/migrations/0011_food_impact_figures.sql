ALTER TABLE "foods" ADD COLUMN "weight_s_grams" integer;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "weight_m_grams" integer;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "weight_l_grams" integer;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "price_cents_per_kg" integer;--> statement-breakpoint
ALTER TABLE "foods" ADD COLUMN "co2e_grams_per_kg" integer;--> statement-breakpoint
ALTER TABLE "foods" ADD CONSTRAINT "foods_impact_figures_check" CHECK ("foods"."weight_s_grams" > 0 and "foods"."weight_m_grams" > 0 and "foods"."weight_l_grams" > 0 and "foods"."price_cents_per_kg" >= 0 and "foods"."co2e_grams_per_kg" >= 0);