-- When a player closed a game (its frame, or the tab): the producers' players online stop counting
-- the session then, instead of ten minutes after its last round (lib/platform/catalog/players-online.ts).
--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "left_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "game_sessions_left" ON "game_sessions" USING btree ("left_at") WHERE "left_at" IS NOT NULL;
