CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"image" text,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"show_in_lobby" boolean DEFAULT false NOT NULL,
	"players_online" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_categories" (
	"category_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_categories_category_id_game_id_pk" PRIMARY KEY("category_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"desktop_name" text NOT NULL,
	"preview" text NOT NULL,
	"tall_preview" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"badges" text[] DEFAULT '{}'::text[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"has_demo_mode" boolean DEFAULT true NOT NULL,
	"allow_bonus_balance" boolean DEFAULT true NOT NULL,
	"producer_id" integer NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"frame_width" integer DEFAULT 1280 NOT NULL,
	"frame_height" integer DEFAULT 720 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"provider_slug" text,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"button_text" jsonb NOT NULL,
	"image" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" text,
	"url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_blocks_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "footer_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"content" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "footer_blocks_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"index" integer NOT NULL,
	"name" jsonb NOT NULL,
	"image" text NOT NULL,
	"points_required" integer NOT NULL,
	CONSTRAINT "levels_index_unique" UNIQUE("index")
);
--> statement-breakpoint
CREATE TABLE "seo_footer_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"alt" text NOT NULL,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_meta" (
	"path" text PRIMARY KEY NOT NULL,
	"meta_title" jsonb NOT NULL,
	"meta_description" jsonb NOT NULL,
	"is_noindex_path" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"url" text NOT NULL,
	"page_type" text DEFAULT 'info' NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "static_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "winners" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"game_slug" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"won_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_categories" ADD CONSTRAINT "game_categories_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_producer_id_categories_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_type_slug" ON "categories" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "categories_type_position" ON "categories" USING btree ("type","position");--> statement-breakpoint
CREATE INDEX "game_categories_order" ON "game_categories" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "games_producer" ON "games" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "games_popularity" ON "games" USING btree ("popularity");