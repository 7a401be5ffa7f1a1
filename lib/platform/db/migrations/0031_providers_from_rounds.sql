-- The providers achievement ("Explorer": games of 3 providers played for real money) counts the
-- providers of settled real-money rounds with a stake (lib/platform/achievements/achievement-events.ts),
-- no longer game runs: a run without a bet proved nothing. The recorded providers are rebuilt from
-- the rounds played so far (free rounds of a giftspin, demo rounds and zero stakes left out), and the
-- progress of the goals not yet completed is dropped, so the start-up back-fill recomputes it from
-- the rebuilt rows (a completed goal and its gift stay).
DELETE FROM "achievement_providers";
--> statement-breakpoint
INSERT INTO "achievement_providers" ("user_id", "producer_id", "created_at")
SELECT r."user_id", g."producer_id", min(r."created_at")
FROM "game_rounds" r
JOIN "games" g ON g."id" = r."game_id"
JOIN "users" u ON u."id" = r."user_id"
WHERE r."mode" = 'real' AND r."bet" > 0 AND r."gift_id" IS NULL
GROUP BY r."user_id", g."producer_id";
--> statement-breakpoint
DELETE FROM "user_achievements" ua
USING "achievements" a
WHERE a."id" = ua."achievement_id" AND a."kind" = 'providers' AND ua."completed_at" IS NULL;
