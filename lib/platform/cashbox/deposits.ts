import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DepositStartDto, PaymentSystemDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Locale } from '@/lib/domain/locales';
import { now } from '@/lib/platform/clock';
import type { Executor } from '@/lib/platform/db/executor';
import { treasuryDeposits } from '@/lib/platform/db/schema';
import { inTransaction } from '@/lib/platform/db/transaction';
import { findSelectedCashboxGiftId } from '@/lib/platform/gifts/cashbox-gift';
import { checkDepositLimits } from '@/lib/platform/protection/deposit-limits';
import { assertNotExcluded } from '@/lib/platform/protection/exclusion';
import { cashboxPlayer } from './cashbox-player';
import { cashboxError } from './errors';
import { depositedSince, generalLimit } from './limits';
import { findDepositMethod } from './payment-methods';
import { paymentProvider } from './payment-provider';
import { log } from '@/lib/platform/log/logger';

/**
 * Starting a deposit (GET …/user/marbella/deposit/{method}/{amount}, POST …/rbk-create-invoice):
 * a `pending` row with an unguessable token, and the provider's page to pay on. No money moves
 * until the provider confirms (deposit-completion.ts).
 */

export interface StartDepositInput {
  userId: number;
  /** Which call started it; the method must belong to that flow. */
  flow: PaymentSystemDto['flow'];
  method: string;
  amount: number;
  locale: Locale;
}

/** 24 random bytes: the invoice's only credential (the sandbox page has no session). */
const newToken = () => randomBytes(24).toString('base64url');

export async function startDeposit(db: Executor, input: StartDepositInput): Promise<DepositStartDto> {
  const player = await cashboxPlayer(db, input.userId);
  const method = findDepositMethod(input.method, player.currency);
  if (!method || method.flow !== input.flow) throw cashboxError('method_unavailable', 'method');
  if (!Number.isSafeInteger(input.amount) || input.amount < method.min || input.amount > method.max) throw cashboxError('amount_out_of_range', 'amount');
  const provider = paymentProvider();
  if (!provider) throw cashboxError('server_problems');

  const row = await inTransaction(db, async (tx) => {
    // One start at a time per player, so two at once cannot both fit under the daily limit or the player's own.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cashbox-deposit:${player.id}`}))`);
    const limit = await generalLimit(tx, player.id, player.currency);
    if (limit.remaining !== null && input.amount > limit.remaining) throw cashboxError('deposit_limit_exceeded', 'amount');
    // The player's own limits and a running time-out or self-exclusion, under the same lock.
    await assertNotExcluded(tx, player.id);
    await checkDepositLimits(tx, player.id, input.amount, depositedSince(tx, player.id, player.currency));
    const giftId = await findSelectedCashboxGiftId(tx, player.id, player.currency);
    const [inserted] = await tx
      .insert(treasuryDeposits)
      .values({
        userId: player.id,
        provider: input.flow,
        method: method.code,
        amount: input.amount,
        currency: player.currency,
        status: 'pending',
        giftId,
        token: newToken(),
        createdAt: now(),
      })
      .returning({ id: treasuryDeposits.id, token: treasuryDeposits.token });
    return inserted!;
  });

  try {
    const redirectUrl = await provider.invoiceUrl({ depositId: row.id, token: row.token, amount: input.amount, currency: player.currency, method: method.code }, input.locale);
    return { redirectUrl, deposit_id: row.id };
  } catch (error) {
    // The provider never took it: close the row so it neither holds the limit nor can be paid.
    log.error(`cashbox: provider ${provider.id} refused deposit ${row.id}`, error);
    await db.update(treasuryDeposits).set({ status: 'declined', completedAt: now() }).where(and(eq(treasuryDeposits.id, row.id), eq(treasuryDeposits.status, 'pending')));
    throw cashboxError('server_problems');
  }
}
