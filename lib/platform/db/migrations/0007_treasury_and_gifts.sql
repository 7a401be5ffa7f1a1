CREATE TABLE "cashbox_opens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"dep_qs" text,
	"qs" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"gift_id" integer,
	"bonus" bigint DEFAULT 0 NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "treasury_deposits_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "treasury_payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"state" text NOT NULL,
	"reason" text NOT NULL,
	"terms" jsonb NOT NULL,
	"deposit_limits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"deposit_progress" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"cashbox_selected_at" timestamp with time zone,
	"grant_key" text NOT NULL,
	"expired_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_gifts_grant_key_unique" UNIQUE("grant_key")
);
--> statement-breakpoint
ALTER TABLE "user_gifts" ADD CONSTRAINT "user_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treasury_deposits_user" ON "treasury_deposits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "treasury_payouts_user" ON "treasury_payouts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "treasury_payouts_new" ON "treasury_payouts" USING btree ("id") WHERE "treasury_payouts"."status" = 'new';--> statement-breakpoint
CREATE INDEX "user_gifts_user" ON "user_gifts" USING btree ("user_id","state");