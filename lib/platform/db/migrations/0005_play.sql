CREATE TABLE "game_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"round_id" text NOT NULL,
	"game_id" integer NOT NULL,
	"user_id" integer,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"run_token" text NOT NULL,
	"game_id" integer NOT NULL,
	"user_id" integer,
	"auth_session_id" text,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"platform" text NOT NULL,
	"status" text NOT NULL,
	"guest_balance" bigint,
	"exit_url" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_run_token_unique" UNIQUE("run_token")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "redirect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_session_round" ON "game_rounds" USING btree ("session_id","round_id");--> statement-breakpoint
CREATE INDEX "game_rounds_user_time" ON "game_rounds" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_rounds_game_time" ON "game_rounds" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_user" ON "game_sessions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "game_sessions_recent" ON "game_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "game_sessions_auth" ON "game_sessions" USING btree ("auth_session_id");