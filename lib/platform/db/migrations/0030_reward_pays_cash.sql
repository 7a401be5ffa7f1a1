-- The house economics: money bought with compoints or won as a promotion prize is bonus money
-- with wagering unless the operator marks the product or prize as paying cash
-- (lib/domain/economics/reward-money.ts); the economics model then counts it as cash.
ALTER TABLE "compoint_products" ADD COLUMN "pays_cash" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "promo_prizes" ADD COLUMN "pays_cash" boolean DEFAULT false NOT NULL;
