CREATE TABLE "achievement_providers" (
	"user_id" integer NOT NULL,
	"producer_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "achievement_providers_user_id_producer_id_pk" PRIMARY KEY("user_id","producer_id")
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"kind" text NOT NULL,
	"target" integer NOT NULL,
	"gift" jsonb,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "achievements_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" integer NOT NULL,
	"achievement_id" integer NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"gift" jsonb NOT NULL,
	"uses_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"currency" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "coupon_codes_used_within_limit" CHECK ("coupon_codes"."uses_limit" is null or "coupon_codes"."used" <= "coupon_codes"."uses_limit")
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gift_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupon_redemptions_code_user" UNIQUE("code_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "achievement_providers" ADD CONSTRAINT "achievement_providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "achievement_providers" ADD CONSTRAINT "achievement_providers_producer_id_categories_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_code_id_coupon_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."coupon_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_gift_id_user_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."user_gifts"("id") ON DELETE set null ON UPDATE no action;