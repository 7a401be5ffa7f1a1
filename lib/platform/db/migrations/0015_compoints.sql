CREATE TABLE "compoint_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'gift' NOT NULL,
	"price" integer NOT NULL,
	"gift" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stock" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compoint_products_price_positive" CHECK ("compoint_products"."price" > 0),
	CONSTRAINT "compoint_products_stock_not_negative" CHECK ("compoint_products"."stock" is null or "compoint_products"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_progress" ADD COLUMN "compoint_millis" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_progress" ADD COLUMN "compoints_credited" bigint DEFAULT 0 NOT NULL;