ALTER TABLE "game_rounds" ADD COLUMN "gift_id" integer;--> statement-breakpoint
ALTER TABLE "user_gifts" ADD COLUMN "spins_left" integer;