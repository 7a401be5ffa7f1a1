-- The answers of the calls that move value (lib/platform/idempotency): one row per player, call and
-- the caller's key, inserted in the transaction of the call's effect and given the answer at its end.
-- A second request with the same key waits on the primary key until the first commits, then reads
-- the answer. Swept by created_at after 24 hours (lib/platform/idempotency/sweeper.ts).
CREATE TABLE "idempotent_answers" (
  "user_id" integer NOT NULL,
  "call" text NOT NULL,
  "key" text NOT NULL,
  "fingerprint" text NOT NULL,
  "status" smallint,
  "body" text,
  "created_at" timestamp with time zone NOT NULL,
  CONSTRAINT "idempotent_answers_pkey" PRIMARY KEY ("user_id", "call", "key")
);
--> statement-breakpoint
CREATE INDEX "idempotent_answers_created_at" ON "idempotent_answers" ("created_at");
