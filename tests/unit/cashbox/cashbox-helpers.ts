import type { DepositDto, GeneralLimitDto, GiftDto, LastBetDto, PaymentSystemDto, PayoutDto, PayoutSystemDto, PhoneCodeDto, SumRangeDto, SystemShapeDto } from '@/lib/domain/cashbox/cashbox-types';
import { act } from '@testing-library/react';
import { AUTH_HINT_COOKIE } from '@/lib/domain/auth/auth-hint';
import type { BalanceDto, ProfileDto } from '@/lib/domain/accounts/account-types';
import { startSession } from '@/lib/client/session/session-store';
import { clearPlayerCache } from '@/lib/client/swr/player-cache';
import { makeBalance, makeProfile, signIn, type FetchMock } from '../contacts/test-helpers';

/**
 * Fixtures and default answers of the treasury and gift calls for the cashbox's component tests
 * (the fetch mock of tests/unit/contacts/test-helpers answers by method and path).
 */
export const T = '/json-api/treasury';

/** The spec's fields of a system (id, position, key, image, limits, more) for a method in RUB. */
function systemShape(code: string, min: number, max: number): SystemShapeDto {
  return { id: 88, position: 1, key: code, image: `/generated/payment/${code}.webp`, limits: [{ currency: 'RUB', min, max }], more: false };
}

export function paymentSystem(overrides: Partial<PaymentSystemDto> = {}): PaymentSystemDto {
  const code = overrides.code ?? 'card';
  return { ...systemShape(code, 10000, 10000000), code, name: 'Банковская карта', flow: 'marbella', icon: 'card', currency: 'RUB', min: 10000, max: 10000000, presets: [50000, 100000, 300000], ...overrides };
}

export function payoutSystem(overrides: Partial<PayoutSystemDto> = {}): PayoutSystemDto {
  const code = overrides.code ?? 'card';
  return { ...systemShape(code, 10000, 100000000), code, name: 'На карту', icon: 'card', currency: 'RUB', min: 10000, max: 100000000, field: 'card', url: `${T}/user-payout/${code}`, method: 'post', ...overrides };
}

export function gift(overrides: Partial<GiftDto> = {}): GiftDto {
  return {
    id: 7,
    title: 'Бонус 100% на депозит',
    type: 'deposit_bonus',
    state: 'received',
    reason: 'registration',
    expiredAt: '2099-01-01T00:00:00.000Z',
    percent: 100,
    restrictions: { depositLimits: [{ currency: 'RUB', limit: 2000000 }] },
    restrictionsState: { depositProgress: 0 },
    cashboxSelected: false,
    terms: { type: 'deposit_bonus', percent: 100, maxDeposits: 5, wager: 20 },
    conditions: {},
    activatedAt: null,
    usedAt: null,
    spinsLeft: null,
    ...overrides,
  };
}

export function deposit(overrides: Partial<DepositDto> = {}): DepositDto {
  return { id: 41, amount: 50000, bonus: 0, currency: 'RUB', method: 'card', method_name: 'Банковская карта', status: 'paid', created_at: 1741183629, completed_at: 1741183640, ...overrides };
}

export function payout(overrides: Partial<PayoutDto> = {}): PayoutDto {
  return { id: 9, transaction_id: 9, amount: 20000, currency: 'RUB', method: 'card', method_name: 'На карту', account: '•••• 1111', status: 'new', created_at: 1741183629, completed_at: null, ...overrides };
}

export const list = <T>(items: T[]) => ({ body: { data: { data: items } } });
export const one = <T>(value: T) => ({ body: { data: value } });
/** sum-range and general-limit: objects read from data.data (spec §7). */
export const nested = <T>(value: T) => ({ body: { data: { data: value } } });

export interface TreasuryAnswers {
  paymentSystems?: PaymentSystemDto[];
  payoutSystems?: PayoutSystemDto[];
  sumRange?: SumRangeDto;
  generalLimit?: GeneralLimitDto;
  phoneCodes?: PhoneCodeDto[];
  gifts?: GiftDto[];
  newPayouts?: PayoutDto[];
  lastBet?: LastBetDto | null;
}

/** The reference data every cashbox opening asks for, with overridable answers. */
export function answerTreasury(api: FetchMock, answers: TreasuryAnswers = {}): void {
  api.on('GET', `${T}/payment-system`, list(answers.paymentSystems ?? [paymentSystem()]));
  api.on('GET', `${T}/payout-system`, list(answers.payoutSystems ?? [payoutSystem()]));
  api.on('GET', `${T}/sum-range`, nested(answers.sumRange ?? { currency: 'RUB', min: 10000, max: 10000000, default: 50000 }));
  api.on('GET', `${T}/general-limit`, nested(answers.generalLimit ?? { currency: 'RUB', daily_deposit_limit: null, today_deposit_amount: 0, remaining: null }));
  api.on('GET', `${T}/phone-codes`, list(answers.phoneCodes ?? [{ country: 'RU', code: '7' }]));
  api.on('POST', `${T}/open`, one({ ok: true }));
  api.on('GET', '/json-api/user-gifts', list(answers.gifts ?? []));
  api.on('GET', `${T}/user/new-payouts`, list(answers.newPayouts ?? []));
  api.on('GET', `${T}/user/last-bet`, nested(answers.lastBet ?? null));
}

/** The query of the n-th fetch to a path (the shared mock records the path only). */
export function queryOf(n: number, path: string): URLSearchParams {
  const urls = (global.fetch as jest.Mock).mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === path);
  return urls[n]?.searchParams ?? new URLSearchParams();
}

/**
 * A logged-in player whose session has already started: the frame starts the session once per
 * page load, which without the auth hint cookie would make the player a guest, and with it would
 * load the profile and balance once more in the middle of a test. Each test is a new page load:
 * SWR's cache starts empty, as the previous test's answers are not this one's.
 */
export async function startPlayer(api: FetchMock, profile: ProfileDto = makeProfile(), balance: BalanceDto = makeBalance()): Promise<void> {
  clearPlayerCache();
  document.cookie = `${AUTH_HINT_COOKIE}=1; path=/`;
  await signIn(api, profile, balance);
  await act(async () => startSession());
}
