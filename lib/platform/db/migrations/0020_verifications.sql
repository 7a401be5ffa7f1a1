CREATE TABLE "player_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'none' NOT NULL,
	"decline_reason" text,
	"file_key" text,
	"uploaded_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_documents_user_kind" UNIQUE("user_id","kind"),
	CONSTRAINT "player_documents_status" CHECK ("player_documents"."status" in ('none', 'wait', 'success', 'cancel'))
);
--> statement-breakpoint
ALTER TABLE "player_documents" ADD CONSTRAINT "player_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The operator's queue: `npm run verifications -- list --status wait`, oldest first.
CREATE INDEX "player_documents_waiting" ON "player_documents" USING btree ("uploaded_at") WHERE "player_documents"."status" = 'wait';
