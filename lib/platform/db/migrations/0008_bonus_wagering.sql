CREATE TABLE "player_wagering" (
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"remaining" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "player_wagering_user_id_currency_pk" PRIMARY KEY("user_id","currency"),
	CONSTRAINT "player_wagering_remaining_check" CHECK ("player_wagering"."remaining" >= 0)
);
--> statement-breakpoint
ALTER TABLE "player_wagering" ADD CONSTRAINT "player_wagering_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- wallet_lock also answers the player's wagering requirement in the currency (kind 'wagering',
-- account id 0; no row when none is owed), so a movement learns it in the statement it runs anyway
-- and a round of a player who owes nothing costs no extra statement. The row is not locked: it
-- changes only inside movements, which hold the player's account locks taken just before.
CREATE OR REPLACE FUNCTION wallet_lock(p_user_id integer, p_currency text, p_house text[])
RETURNS TABLE (account_id integer, account_kind text, account_balance bigint)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
    SELECT a.id, a.kind, a.balance
    FROM wallet_accounts a
    WHERE a.currency = p_currency AND (a.user_id = p_user_id OR (a.user_id IS NULL AND a.kind = ANY (p_house)))
    ORDER BY a.id
    FOR UPDATE;
  RETURN QUERY
    SELECT 0, 'wagering'::text, w.remaining
    FROM player_wagering w
    WHERE w.user_id = p_user_id AND w.currency = p_currency;
END $$;
