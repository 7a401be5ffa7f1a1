-- Demo data behind DEMO_DATA (lib/platform/demo-data): the accounts and wins the seed made up are
-- marked, so with the switch off they count in no ranking and win no prize.
ALTER TABLE "users" ADD COLUMN "invented" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The seed's accounts by their fixed public ids: the demo player, the eight rivals, the benchmark's players.
UPDATE "users" SET "invented" = true
  WHERE "hash" = 'de000000000000000000000000000001'
     OR "hash" ~ '^r10{22}[0-9]{8}$'
     OR "hash" ~ '^be[0-9]{30}$';
--> statement-breakpoint
ALTER TABLE "winners" ADD COLUMN "invented" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Until now only the seed wrote winners: every row there is made up.
UPDATE "winners" SET "invented" = true;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seed_marks" (
  "part" text PRIMARY KEY NOT NULL,
  "seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A database seeded before the marks: a demo part already there counts as written, so what an
-- operator deleted from it is not written again.
INSERT INTO "seed_marks" ("part", "seeded_at")
  SELECT part, now() FROM (
    SELECT 'coupons' AS part WHERE EXISTS (SELECT 1 FROM "coupon_codes")
    UNION ALL SELECT 'gift-offers' WHERE EXISTS (SELECT 1 FROM "gift_offers")
    UNION ALL SELECT 'compoint-products' WHERE EXISTS (SELECT 1 FROM "compoint_products")
    UNION ALL SELECT 'tournaments' WHERE EXISTS (SELECT 1 FROM "tournaments")
    UNION ALL SELECT 'promotions' WHERE EXISTS (SELECT 1 FROM "promotions")
  ) parts
  ON CONFLICT DO NOTHING;
