CREATE TABLE "wallet_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wallet_accounts_owner" CHECK (("wallet_accounts"."user_id" is null) = starts_with("wallet_accounts"."kind", 'house_')),
	CONSTRAINT "wallet_accounts_player_not_negative" CHECK ("wallet_accounts"."user_id" is null or "wallet_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"transaction_id" bigint NOT NULL,
	"leg" smallint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "wallet_entries_transaction_id_leg_pk" PRIMARY KEY("transaction_id","leg")
);
--> statement-breakpoint
CREATE TABLE "wallet_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"round_ref" text,
	"reference_key" text,
	"rolled_back_by" bigint,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_transactions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_player" ON "wallet_accounts" USING btree ("user_id","currency","kind") WHERE "wallet_accounts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_accounts_house" ON "wallet_accounts" USING btree ("currency","kind") WHERE "wallet_accounts"."user_id" is null;--> statement-breakpoint
CREATE INDEX "wallet_entries_account" ON "wallet_entries" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "wallet_transactions_round" ON "wallet_transactions" USING btree ("user_id","round_ref");--> statement-breakpoint
-- The ledger's two statements per movement (lib/platform/wallet/ledger.ts) are functions, so
-- their plans are prepared once per connection: planning them on every call was most of the
-- cost of a round.
--
-- wallet_lock: the player's accounts in a currency and the named house accounts, locked in id
-- order (one order for every movement, so two movements never deadlock), with their balances.
CREATE FUNCTION wallet_lock(p_user_id integer, p_currency text, p_house text[])
RETURNS TABLE (account_id integer, account_kind text, account_balance bigint)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
    SELECT a.id, a.kind, a.balance
    FROM wallet_accounts a
    WHERE a.currency = p_currency AND (a.user_id = p_user_id OR (a.user_id IS NULL AND a.kind = ANY (p_house)))
    ORDER BY a.id
    FOR UPDATE;
END $$;--> statement-breakpoint
-- wallet_post: one movement. Inserts the transaction row unless its idempotency key is taken,
-- applies the entries to the cached balances and writes them; answers the new row's id. When the
-- key is taken it writes nothing and answers the row that holds the key instead (a replay needs
-- it, and after waiting for a concurrent holder of the key to commit, this statement sees it).
-- Refuses entries that do not sum to zero or name an account that does not exist, whoever calls
-- (this stands in for foreign keys on wallet_entries). Funds are checked by the caller under
-- wallet_lock; the players' CHECK (balance >= 0) is the last word.
CREATE FUNCTION wallet_post(p_key text, p_type text, p_user_id integer, p_currency text, p_round_ref text,
  p_reference_key text, p_answer jsonb, p_created_at timestamptz, p_accounts integer[], p_amounts bigint[],
  OUT posted_id bigint, OUT taken_type text, OUT taken_user_id integer, OUT taken_answer jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_sum numeric;
  v_accounts integer;
  v_updated integer;
BEGIN
  SELECT coalesce(sum(l.amount), 0), count(DISTINCT l.account_id) INTO v_sum, v_accounts
  FROM unnest(p_accounts, p_amounts) AS l(account_id, amount);
  IF v_sum <> 0 OR coalesce(array_length(p_accounts, 1), 0) <> coalesce(array_length(p_amounts, 1), 0) THEN
    RAISE EXCEPTION 'wallet: entries of % do not sum to zero', p_key;
  END IF;
  INSERT INTO wallet_transactions (idempotency_key, type, user_id, currency, round_ref, reference_key, answer, created_at)
  VALUES (p_key, p_type, p_user_id, p_currency, p_round_ref, p_reference_key, p_answer, p_created_at)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO posted_id;
  IF posted_id IS NULL THEN
    SELECT t.type, t.user_id, t.answer INTO taken_type, taken_user_id, taken_answer
    FROM wallet_transactions t WHERE t.idempotency_key = p_key;
    RETURN;
  END IF;
  UPDATE wallet_accounts a SET balance = a.balance + d.amount
  FROM (SELECT l.account_id, sum(l.amount)::bigint AS amount FROM unnest(p_accounts, p_amounts) AS l(account_id, amount) GROUP BY l.account_id) d
  WHERE a.id = d.account_id;
  GET DIAGNOSTICS v_updated = ROW_COUNT;
  IF v_updated <> v_accounts THEN
    RAISE EXCEPTION 'wallet: % names an account that does not exist', p_key;
  END IF;
  INSERT INTO wallet_entries (transaction_id, leg, account_id, amount)
  SELECT posted_id, l.leg, l.account_id, l.amount
  FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS l(account_id, amount, leg);
END $$;
