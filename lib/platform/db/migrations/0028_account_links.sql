-- Farming with new accounts: what ties accounts together, and promotion prizes held until the
-- winner's identity is verified (docs/ARCHITECTURE.md "Linked accounts", "Promotions: the calls").
--
-- account_traces: each thing a player was seen with (a device cookie, a client address, a
-- payment instrument), as a keyed digest of its value, once per player. Its primary key is the
-- lookup "who else was seen with this", so a new trace finds the other accounts by an index read.
CREATE TABLE "account_traces" (
  "kind" text NOT NULL,
  "digest" text NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "source" text NOT NULL,
  "first_seen_at" timestamp with time zone NOT NULL,
  CONSTRAINT "account_traces_pkey" PRIMARY KEY ("kind", "digest", "user_id"),
  CONSTRAINT "account_traces_kind" CHECK ("kind" IN ('device', 'address', 'payment'))
);
--> statement-breakpoint
-- account_links: two accounts that shared a trace, with the kind as the reason; the lower id
-- first, so a pair is one primary-key read whichever of the two asks.
CREATE TABLE "account_links" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "linked_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "reason" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "account_links_pkey" PRIMARY KEY ("user_id", "linked_user_id", "reason"),
  CONSTRAINT "account_links_order" CHECK ("user_id" < "linked_user_id"),
  CONSTRAINT "account_links_reason" CHECK ("reason" IN ('device', 'address', 'payment'))
);
--> statement-breakpoint
CREATE INDEX "account_links_linked" ON "account_links" ("linked_user_id");
--> statement-breakpoint
-- A prize that pays real money to a player whose identity is not verified yet waits (held) and
-- is paid once, when the verification comes.
ALTER TABLE "promo_prize_awards" ADD COLUMN "held" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "promo_prize_awards_held" ON "promo_prize_awards" ("user_id") WHERE "held";
