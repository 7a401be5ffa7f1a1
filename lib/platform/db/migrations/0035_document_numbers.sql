-- An identity document's number, entered by the operator who approves it, kept as a keyed digest:
-- a self-excluded person's document found again on another account extends their exclusion to it
-- (lib/platform/verifications/document-numbers.ts).
ALTER TABLE "player_documents" ADD COLUMN "number_digest" text;
--> statement-breakpoint
CREATE INDEX "player_documents_number" ON "player_documents" ("number_digest") WHERE "number_digest" IS NOT NULL;
