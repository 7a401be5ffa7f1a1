import 'server-only';
import type { GeneralLimitDto, PaymentSystemDto, PayoutSystemDto, SumRangeDto } from '@/lib/domain/cashbox/cashbox-types';
import type { Locale } from '@/lib/domain/locales';
import { cashboxPlayer } from './cashbox-player';
import { todayDepositAmount } from './history';
import { generalLimit } from './limits';
import { depositMethods, payoutMethods, sumRange, toPaymentSystemDto, toPayoutSystemDto } from './payment-methods';
import type { Executor } from '@/lib/platform/db/executor';

/** The cashbox's configuration as one player sees it: everything in the player's currency. */

export async function playerPaymentSystems(db: Executor, userId: number, locale: Locale): Promise<PaymentSystemDto[]> {
  const { currency } = await cashboxPlayer(db, userId);
  return depositMethods(currency).map((m, i) => toPaymentSystemDto(m, locale, i + 1));
}

export async function playerPayoutSystems(db: Executor, userId: number, locale: Locale): Promise<PayoutSystemDto[]> {
  const { currency } = await cashboxPlayer(db, userId);
  return payoutMethods(currency).map((m, i) => toPayoutSystemDto(m, locale, i + 1));
}

export async function playerSumRange(db: Executor, userId: number): Promise<SumRangeDto> {
  return sumRange((await cashboxPlayer(db, userId)).currency);
}

export async function playerGeneralLimit(db: Executor, userId: number): Promise<GeneralLimitDto> {
  return generalLimit(db, userId, (await cashboxPlayer(db, userId)).currency);
}

/** GET /json-api/users/statistics/today-deposit-amount. */
export async function playerTodayDeposit(db: Executor, userId: number): Promise<{ amount: number; currency: string }> {
  const { currency } = await cashboxPlayer(db, userId);
  return { amount: await todayDepositAmount(db, userId, currency), currency };
}
