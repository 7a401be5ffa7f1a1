-- A tournament for the players of certain partners (spec play-promos §6 "partner code"): only a
-- player who arrived with one of these referral codes (users.refcode) may enter; null = anyone.
ALTER TABLE "tournaments" ADD COLUMN "partner_codes" text[];
