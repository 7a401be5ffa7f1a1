-- A real-money round's promo point movements are kept on the round's own row
-- (`promo_moves`, a row per promo: promo, currency, minor points, balance after) instead of one
-- `promo_point_logs` row per promo, so a round inserts one row, not one per promo it earns in.
-- The action balance log is the view `promo_balance_log`: the log table's rows (every other
-- movement, and a player's first round in a promo) and the rounds' entries. Both take their ids
-- from the rounds' sequence, so the view's ids are unique and ordered by when they were taken.
ALTER TABLE "game_rounds" ADD COLUMN "promo_moves" bigint[];
--> statement-breakpoint
SELECT setval('game_rounds_id_seq', greatest((SELECT coalesce(max(id), 0) FROM game_rounds), (SELECT coalesce(max(id), 0) FROM promo_point_logs)) + 1, false);
--> statement-breakpoint
ALTER TABLE "promo_point_logs" ALTER COLUMN "id" SET DEFAULT nextval('game_rounds_id_seq');
--> statement-breakpoint
DROP SEQUENCE IF EXISTS "promo_point_logs_id_seq";
--> statement-breakpoint
CREATE VIEW "promo_balance_log" AS
  SELECT l.id, l.promo_id, l.user_id, l.currency_id, l.amount, l.balance, l.reason, l.ref, l.created_at
  FROM promo_point_logs l
  UNION ALL
  SELECT r.id, r.promo_moves[i][1]::integer, r.user_id, r.promo_moves[i][2]::integer, r.promo_moves[i][3], r.promo_moves[i][4],
    'round', 'round:' || r.session_id || ':' || r.round_id, r.created_at
  FROM game_rounds r, generate_subscripts(r.promo_moves, 1) i
  WHERE r.promo_moves IS NOT NULL;
