-- Tournament and series prize money owed to a winner whose identity is not verified yet waits
-- here until the review that verifies them pays it (lib/platform/tournaments/held-prizes.ts).
CREATE TABLE "tournament_prize_holds" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "key" text NOT NULL,
  "currency" text NOT NULL,
  "amount" bigint NOT NULL,
  "title" jsonb NOT NULL,
  "position" integer NOT NULL,
  "link" text NOT NULL,
  "held_at" timestamp with time zone NOT NULL,
  "paid_at" timestamp with time zone,
  CONSTRAINT "tournament_prize_holds_key_unique" UNIQUE ("key"),
  CONSTRAINT "tournament_prize_holds_amount" CHECK ("amount" > 0)
);
--> statement-breakpoint
CREATE INDEX "tournament_prize_holds_waiting" ON "tournament_prize_holds" ("user_id") WHERE "paid_at" IS NULL;
