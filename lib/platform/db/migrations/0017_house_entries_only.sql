-- House accounts are entries only (docs/ARCHITECTURE.md "Money ledger"): their balance
-- is the sum of their entries, computed when asked (lib/platform/wallet/house-balances.ts), and
-- no movement locks or updates their row. A cached house balance made house_bets and house_wins
-- the one row every round of every player wrote: rounds of different players queued behind each
-- other for their whole transaction. Player accounts keep their cached, locked balances: the
-- funds check needs them, and only the player's own movements touch them.
--
-- wallet_lock locks the player's accounts (id order) and answers the house accounts' ids
-- without locking them; their balance column is no longer kept, so it answers 0 for them.
CREATE OR REPLACE FUNCTION wallet_lock(p_user_id integer, p_currency text, p_house text[])
RETURNS TABLE (account_id integer, account_kind text, account_balance bigint)
LANGUAGE plpgsql AS $$
BEGIN
  RETURN QUERY
    SELECT a.id, a.kind, a.balance
    FROM wallet_accounts a
    WHERE a.currency = p_currency AND a.user_id = p_user_id
    ORDER BY a.id
    FOR UPDATE;
  RETURN QUERY
    SELECT a.id, a.kind, 0::bigint
    FROM wallet_accounts a
    WHERE a.currency = p_currency AND a.user_id IS NULL AND a.kind = ANY (p_house);
  RETURN QUERY
    SELECT 0, 'wagering'::text, w.remaining
    FROM player_wagering w
    WHERE w.user_id = p_user_id AND w.currency = p_currency;
END $$;
--> statement-breakpoint
-- wallet_post applies the entries to the player accounts' cached balances only; every account it
-- names must still exist (checked by one index read, as the update's row count did before).
CREATE OR REPLACE FUNCTION wallet_post(p_key text, p_type text, p_user_id integer, p_currency text, p_round_ref text,
  p_reference_key text, p_answer jsonb, p_created_at timestamptz, p_accounts integer[], p_amounts bigint[],
  OUT posted_id bigint, OUT taken_type text, OUT taken_user_id integer, OUT taken_answer jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  v_sum numeric;
  v_accounts integer;
  v_known integer;
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
  SELECT count(*) INTO v_known FROM wallet_accounts a WHERE a.id = ANY (p_accounts);
  IF v_known <> v_accounts THEN
    RAISE EXCEPTION 'wallet: % names an account that does not exist', p_key;
  END IF;
  UPDATE wallet_accounts a SET balance = a.balance + d.amount
  FROM (SELECT l.account_id, sum(l.amount)::bigint AS amount FROM unnest(p_accounts, p_amounts) AS l(account_id, amount) GROUP BY l.account_id) d
  WHERE a.id = d.account_id AND a.user_id IS NOT NULL;
  INSERT INTO wallet_entries (transaction_id, leg, account_id, amount)
  SELECT posted_id, l.leg, l.account_id, l.amount
  FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS l(account_id, amount, leg);
END $$;
--> statement-breakpoint
-- The house rows' cached balances are no longer kept: zero them so none is read as current.
UPDATE wallet_accounts SET balance = 0 WHERE user_id IS NULL;
