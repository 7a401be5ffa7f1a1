ALTER TABLE "levels" ADD COLUMN "gift" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gifts_disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_gifts" ADD COLUMN "conditions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "user_gifts" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "user_gifts" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_gifts" ADD COLUMN "used_at" timestamp with time zone;