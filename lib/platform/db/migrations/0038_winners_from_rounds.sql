-- The winners list is written by the round path (lib/platform/content/winner-record.ts): a
-- real-money round whose win passes the operator's threshold adds its row in the round's own
-- statement. The row names its player and its round; one round is one row (a retried round
-- inserts nothing twice). Rows seeded for the demo have neither.
ALTER TABLE "winners" ADD COLUMN "user_id" integer;
--> statement-breakpoint
ALTER TABLE "winners" ADD COLUMN "game_round_id" bigint;
--> statement-breakpoint
CREATE UNIQUE INDEX "winners_game_round" ON "winners" ("game_round_id");
