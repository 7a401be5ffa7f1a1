ALTER TABLE "refresh_tokens" ADD COLUMN "replaced_by" integer;--> statement-breakpoint
-- Families forked by grace-period refreshes before this migration keep their newest live token;
-- the older ones count as superseded by it (added by hand: the index below needs it).
UPDATE "refresh_tokens" AS t SET "replaced_by" = newest.id
FROM (SELECT "session_id", max("id") AS id FROM "refresh_tokens" WHERE "used_at" IS NULL GROUP BY "session_id") AS newest
WHERE t."session_id" = newest."session_id" AND t."used_at" IS NULL AND t."id" <> newest.id;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_one_live" ON "refresh_tokens" USING btree ("session_id") WHERE "refresh_tokens"."used_at" is null and "refresh_tokens"."replaced_by" is null;
