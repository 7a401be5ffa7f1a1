CREATE TABLE "gift_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"spec" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_offers_slug_unique" UNIQUE("slug")
);
