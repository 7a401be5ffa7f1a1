-- A real-money round no longer updates the player's promo member rows. It records what it
-- earns on its own row (`game_rounds.promo_moves`, a row per promo: promo, currency, minor points,
-- pool share), and the member rows are brought up to date later, many rounds in one statement
-- (lib/platform/promotions/fold.ts): a member row remembers the last round folded into it
-- (`folded_id`), and `promo_fold` where the next fold starts reading the rounds.
--
-- Rounds written before this migration carry [promo, currency, minor points, balance after] and
-- were applied to the member rows already: `promo_fold.floor` is the last of them, and nothing at
-- or below it is ever folded.
ALTER TABLE "promo_members" ADD COLUMN "folded_id" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- When the player pressed the participate button: a round counts for a member of such a promo
-- only from then on (null: from the start, for rows written before this column).
ALTER TABLE "promo_members" ADD COLUMN "joined_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "promo_fold" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
  "floor" bigint NOT NULL,
  "cursor" bigint NOT NULL,
  "folded_to" bigint NOT NULL,
  "pending_seq" bigint,
  "pending_xmax" bigint,
  CONSTRAINT "promo_fold_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "promo_fold" ("id", "floor", "cursor", "folded_to")
  SELECT 1, m, m, m FROM (SELECT greatest((SELECT coalesce(max(id), 0) FROM game_rounds), (SELECT coalesce(max(id), 0) FROM promo_point_logs)) AS m) s;
--> statement-breakpoint
UPDATE "promo_members" SET "folded_id" = (SELECT "floor" FROM "promo_fold");
--> statement-breakpoint
-- The balance log is read by lib/platform/promotions/participants.ts (the balance after each
-- movement is summed there: a round's own entry no longer carries it).
DROP VIEW "promo_balance_log";
--> statement-breakpoint
-- Replaced by the fold: the round writes no member row any more.
DROP FUNCTION "promo_round"(integer, text, timestamptz, integer[], integer[], bigint[], boolean[], bigint[]);
