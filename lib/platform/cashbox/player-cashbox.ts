import 'server-only';
import type { GeneralLimitDto, PaymentSystemDto, PayoutSystemDto, SumRangeDto } from '@/lib/domain/cashbox-types';
import type { Locale } from '@/lib/domain/locales';
import { cashboxPlayer } from './cashbox-player';
import { todayDepositAmount } from './history';
import { generalLimit } from './limits';
import { depositMethods, payoutMethods, sumRange, toPaymentSystemDto, toPayoutSystemDto } from './payment-methods';

/** The cashbox's configuration as one player sees it: everything in the player's currency. */

export async function playerPaymentSystems(userId: number, locale: Locale): Promise<PaymentSystemDto[]> {
  const { currency } = await cashboxPlayer(userId);
  return depositMethods(currency).map((m) => toPaymentSystemDto(m, locale));
}

export async function playerPayoutSystems(userId: number, locale: Locale): Promise<PayoutSystemDto[]> {
  const { currency } = await cashboxPlayer(userId);
  return payoutMethods(currency).map((m) => toPayoutSystemDto(m, locale));
}

export async function playerSumRange(userId: number): Promise<SumRangeDto> {
  return sumRange((await cashboxPlayer(userId)).currency);
}

export async function playerGeneralLimit(userId: number): Promise<GeneralLimitDto> {
  return generalLimit(userId, (await cashboxPlayer(userId)).currency);
}

/** GET /json-api/users/statistics/today-deposit-amount. */
export async function playerTodayDeposit(userId: number): Promise<{ amount: number; currency: string }> {
  const { currency } = await cashboxPlayer(userId);
  return { amount: await todayDepositAmount(userId, currency), currency };
}
