-- Affiliate tracking (spec platform §4): the referral code the player arrived with
-- (the `refcode` cookie) is stored with the player at registration; a phone registration keeps
-- it while it waits for its SMS code.
ALTER TABLE "users" ADD COLUMN "refcode" text;
--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "refcode" text;
