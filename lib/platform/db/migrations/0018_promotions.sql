CREATE TABLE "promo_currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"icon" text NOT NULL,
	"url" text,
	CONSTRAINT "promo_currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "promo_games" (
	"promo_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "promo_games_promo_id_game_id_pk" PRIMARY KEY("promo_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "promo_high_fives" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"to_user_id" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_members" (
	"promo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined" boolean DEFAULT false NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"additional_points" bigint DEFAULT 0 NOT NULL,
	"high_fives_sent" integer DEFAULT 0 NOT NULL,
	"high_fives_received" integer DEFAULT 0 NOT NULL,
	"pool_share" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"points_at" timestamp with time zone,
	CONSTRAINT "promo_members_promo_id_user_id_pk" PRIMARY KEY("promo_id","user_id"),
	CONSTRAINT "promo_members_points_not_negative" CHECK ("promo_members"."points" >= 0 and "promo_members"."additional_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_point_logs" (
	"id" bigserial NOT NULL,
	"promo_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"balance" bigint NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_point_logs_promo_id_user_id_id_pk" PRIMARY KEY("promo_id","user_id","id")
);
--> statement-breakpoint
CREATE TABLE "promo_prize_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"how" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"image" text NOT NULL,
	"price" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"gift" jsonb,
	"money" jsonb,
	"compoints" integer,
	"quantity" integer,
	CONSTRAINT "promo_prizes_quantity_not_negative" CHECK ("promo_prizes"."quantity" is null or "promo_prizes"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"fund" jsonb NOT NULL,
	"image" text NOT NULL,
	"background" text,
	"template" text,
	"container_template" text DEFAULT 'default' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"currency_id" integer NOT NULL,
	"additional_currency_id" integer,
	"high_five_enabled" boolean DEFAULT false NOT NULL,
	"participant_button" boolean DEFAULT false NOT NULL,
	"point_rules" jsonb DEFAULT '{"stake":null,"win":null}'::jsonb NOT NULL,
	"deposit_goals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pool_currency" text,
	"pool_base" bigint DEFAULT 0 NOT NULL,
	"table_entry_points" integer DEFAULT 0 NOT NULL,
	"sort_priority" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "promo_games" ADD CONSTRAINT "promo_games_promo_id_promotions_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_games" ADD CONSTRAINT "promo_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_high_fives" ADD CONSTRAINT "promo_high_fives_promo_id_promotions_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_high_fives" ADD CONSTRAINT "promo_high_fives_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_high_fives" ADD CONSTRAINT "promo_high_fives_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_members" ADD CONSTRAINT "promo_members_promo_id_promotions_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_members" ADD CONSTRAINT "promo_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_prize_awards" ADD CONSTRAINT "promo_prize_awards_promo_id_promotions_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_prize_awards" ADD CONSTRAINT "promo_prize_awards_prize_id_promo_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."promo_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_prize_awards" ADD CONSTRAINT "promo_prize_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_prizes" ADD CONSTRAINT "promo_prizes_promo_id_promotions_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_prizes" ADD CONSTRAINT "promo_prizes_currency_id_promo_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."promo_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_currency_id_promo_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."promo_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_additional_currency_id_promo_currencies_id_fk" FOREIGN KEY ("additional_currency_id") REFERENCES "public"."promo_currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_high_fives_per_user_day" ON "promo_high_fives" USING btree ("promo_id","from_user_id","to_user_id","day");--> statement-breakpoint
CREATE INDEX "promo_high_fives_from" ON "promo_high_fives" USING btree ("promo_id","from_user_id","day");--> statement-breakpoint
CREATE INDEX "promo_high_fives_to" ON "promo_high_fives" USING btree ("promo_id","to_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_point_logs_once" ON "promo_point_logs" USING btree ("promo_id","user_id","reason","ref") WHERE "promo_point_logs"."reason" <> 'round';--> statement-breakpoint
CREATE UNIQUE INDEX "promo_prize_awards_once" ON "promo_prize_awards" USING btree ("prize_id","user_id");--> statement-breakpoint
CREATE INDEX "promo_prize_awards_promo" ON "promo_prize_awards" USING btree ("promo_id");--> statement-breakpoint
CREATE INDEX "promotions_due" ON "promotions" USING btree ("end_at") WHERE "promotions"."finished_at" is null;