-- The weekly win-back (lib/platform/winback): each level's percent of the week's net real-money
-- losses, which the operator edits (0: the level gets none), and the weeks already paid to every
-- player, so a sweep after a restart knows which Monday it missed.
ALTER TABLE "levels" ADD COLUMN "winback_percent" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_winback_percent_range" CHECK ("winback_percent" >= 0 AND "winback_percent" <= 100);
--> statement-breakpoint
-- The shipped rates (lib/platform/seed/levels.ts) for a ladder seeded before they existed.
UPDATE "levels" SET "winback_percent" = CASE "index" WHEN 2 THEN 1 WHEN 3 THEN 1 WHEN 4 THEN 2 WHEN 5 THEN 2 WHEN 6 THEN 3 WHEN 7 THEN 3 WHEN 8 THEN 4 WHEN 9 THEN 5 WHEN 10 THEN 6 ELSE 0 END;
--> statement-breakpoint
CREATE TABLE "winback_weeks" (
	"week" date PRIMARY KEY NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
