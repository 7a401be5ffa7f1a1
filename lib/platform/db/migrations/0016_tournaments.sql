CREATE TABLE "tournament_games" (
	"tournament_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_games_tournament_id_game_id_pk" PRIMARY KEY("tournament_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_invitations" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "tournament_invitations_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_members" (
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"chosen" boolean DEFAULT false NOT NULL,
	"score" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"paid_compoints" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"scored_at" timestamp with time zone,
	"final_position" integer,
	CONSTRAINT "tournament_members_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"prize_description" jsonb NOT NULL,
	"image" text NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"mechanic" integer NOT NULL,
	"bet_min" bigint DEFAULT 0 NOT NULL,
	"bet_max" bigint,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"sort_priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_series_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"series_id" integer,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"prize_description" jsonb NOT NULL,
	"image" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"finished_at" timestamp with time zone,
	"privacy_type" integer NOT NULL,
	"mechanic" integer NOT NULL,
	"compoint_price" integer,
	"max_members" integer,
	"members_count" integer DEFAULT 0 NOT NULL,
	"bet_min" bigint DEFAULT 0 NOT NULL,
	"bet_max" bigint,
	"min_level" integer,
	"max_level" integer,
	"min_deposit" jsonb,
	"prizes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournaments_slug_unique" UNIQUE("slug"),
	CONSTRAINT "tournaments_members_within_limit" CHECK ("tournaments"."max_members" is null or "tournaments"."members_count" <= "tournaments"."max_members"),
	CONSTRAINT "tournaments_members_not_negative" CHECK ("tournaments"."members_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_games" ADD CONSTRAINT "tournament_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_invitations" ADD CONSTRAINT "tournament_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_members" ADD CONSTRAINT "tournament_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_series_id_tournament_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."tournament_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_members_one_chosen" ON "tournament_members" USING btree ("user_id") WHERE "tournament_members"."chosen";--> statement-breakpoint
CREATE INDEX "tournament_members_rank" ON "tournament_members" USING btree ("tournament_id","score" DESC NULLS LAST,"scored_at");--> statement-breakpoint
CREATE INDEX "tournaments_due" ON "tournaments" USING btree ("end_at") WHERE "tournaments"."status" <> 'finished';