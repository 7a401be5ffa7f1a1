CREATE TABLE "player_progress" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"xp_millis" bigint DEFAULT 0 NOT NULL,
	"xp_bonus" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_progress" ADD CONSTRAINT "player_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;