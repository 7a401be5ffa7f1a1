import 'server-only';
import type { PaymentSystemDto, PayoutSystemDto, SumRangeDto, SystemLimitDto, SystemShapeDto } from '@/lib/domain/cashbox/cashbox-types';
import { DEFAULT_REFILL_AMOUNT } from '@/lib/domain/cashbox/cashbox-types';
import { pickText, type Locale, type LocalizedText } from '@/lib/domain/locales';
import { CURRENCIES } from '@/lib/domain/money';
import { paymentIconUrl } from '@/lib/domain/cashbox/payment-icons';

/**
 * The cashbox's configured ways to deposit and to withdraw, per currency (docs/ARCHITECTURE.md
 * "Cashbox (treasury)"). Amounts are minor units.
 *
 * How an operator changes them: this table is the configuration. Add, remove or re-range a
 * method here and deploy; nothing is stored in the database, so the change applies to every
 * instance at once and history rows keep their method code (an unknown code shows the code as
 * its name). To switch methods off quickly without editing, list their codes in the environment
 * variable CASHBOX_METHODS_OFF (comma separated, e.g. `crypto,wallet`): they disappear from both
 * lists and are refused by every call.
 */

type Icon = PaymentSystemDto['icon'];

interface Method {
  /** The system's number (spec §3 payment system ids). */
  id: number;
  name: LocalizedText;
  icon: Icon;
}

const METHODS: Record<string, Method> = {
  card: { id: 88, icon: 'card', name: { ru: 'Банковская карта', en: 'Bank card', it: 'Carta bancaria' } },
  sbp: { id: 77, icon: 'sbp', name: { ru: 'СБП', en: 'SBP (Faster Payments)', it: 'SBP (pagamenti rapidi)' } },
  wallet: { id: 2, icon: 'wallet', name: { ru: 'Электронный кошелёк', en: 'E-wallet', it: 'Portafoglio elettronico' } },
  crypto: { id: 99, icon: 'crypto', name: { ru: 'Криптовалюта', en: 'Cryptocurrency', it: 'Criptovaluta' } },
};

/** Spec §3: the systems with these ids are listed under the cashbox's "more" section. */
export const MORE_SECTION_IDS: readonly number[] = [2, 5, 6, 7, 44, 99];

export interface DepositMethod {
  code: string;
  flow: PaymentSystemDto['flow'];
  currency: string;
  min: number;
  max: number;
}

export interface PayoutMethod {
  code: string;
  currency: string;
  field: PayoutSystemDto['field'];
  min: number;
  max: number;
}

/** Spec §9: payouts range from 100 to 1 000 000 (display units) in every currency. */
export const DEFAULT_PAYOUT_MIN = 100_00;
export const DEFAULT_PAYOUT_MAX = 1_000_000_00;

const dep = (code: string, flow: DepositMethod['flow'], currency: string, min: number, max: number): DepositMethod => ({ code, flow, currency, min, max });

/** In list order: the first method of a currency is the one the cashbox opens on. */
const DEPOSIT_METHODS: readonly DepositMethod[] = [
  dep('card', 'marbella', 'RUB', 100_00, 500_000_00),
  dep('sbp', 'rbk', 'RUB', 100_00, 300_000_00),
  dep('wallet', 'marbella', 'RUB', 100_00, 150_000_00),
  dep('crypto', 'rbk', 'RUB', 1_000_00, 1_000_000_00),
  ...['EUR', 'USD', 'CAD'].flatMap((c) => [dep('card', 'marbella', c, 10_00, 10_000_00), dep('wallet', 'marbella', c, 10_00, 5_000_00), dep('crypto', 'rbk', c, 20_00, 20_000_00)]),
  dep('card', 'marbella', 'UAH', 50_00, 200_000_00),
  dep('wallet', 'marbella', 'UAH', 50_00, 100_000_00),
  dep('card', 'marbella', 'KZT', 500_00, 2_500_000_00),
  dep('wallet', 'marbella', 'KZT', 500_00, 1_000_000_00),
];

const pay = (code: string, currency: string, field: PayoutMethod['field']): PayoutMethod => ({ code, currency, field, min: DEFAULT_PAYOUT_MIN, max: DEFAULT_PAYOUT_MAX });

const PAYOUT_METHODS: readonly PayoutMethod[] = [
  ...CURRENCIES.map((c) => pay('card', c, 'card')),
  pay('sbp', 'RUB', 'phone'),
  ...CURRENCIES.map((c) => pay('wallet', c, 'wallet')),
];

/** Quick amounts of the top-up form, per currency (each method keeps those inside its range). */
const PRESETS: Record<string, readonly number[]> = {
  RUB: [DEFAULT_REFILL_AMOUNT, 1_000_00, 3_000_00, 5_000_00],
  UAH: [200_00, DEFAULT_REFILL_AMOUNT, 1_000_00, 5_000_00],
  KZT: [2_000_00, 5_000_00, 10_000_00, 50_000_00],
};
const DEFAULT_PRESETS = [20_00, 50_00, 100_00, DEFAULT_REFILL_AMOUNT];

function switchedOff(env: Readonly<Record<string, string | undefined>> = process.env): Set<string> {
  return new Set((env.CASHBOX_METHODS_OFF ?? '').split(',').map((code) => code.trim()).filter(Boolean));
}

/** The localized name of a method code; an unknown code (a method removed since) shows itself. */
export function methodName(code: string, locale: Locale): string {
  const method = METHODS[code];
  return method ? pickText(method.name, locale) : code;
}

export function depositMethods(currency: string): DepositMethod[] {
  const off = switchedOff();
  return DEPOSIT_METHODS.filter((m) => m.currency === currency && !off.has(m.code));
}

export function payoutMethods(currency: string): PayoutMethod[] {
  const off = switchedOff();
  return PAYOUT_METHODS.filter((m) => m.currency === currency && !off.has(m.code));
}

export function findDepositMethod(code: string, currency: string): DepositMethod | undefined {
  return depositMethods(currency).find((m) => m.code === code);
}

export function findPayoutMethod(code: string, currency: string): PayoutMethod | undefined {
  return payoutMethods(currency).find((m) => m.code === code);
}

/**
 * The spec's fields of a system (§3): its id, place, key, picture, its range in every currency it
 * serves (switched-off methods aside) and whether it sits under "more". An unknown code (no
 * entry in METHODS) gets id 0 and the card's picture.
 */
function systemShape(m: { code: string }, position: number, all: readonly { code: string; currency: string; min: number; max: number }[]): SystemShapeDto {
  const method = METHODS[m.code];
  const id = method?.id ?? 0;
  const off = switchedOff();
  const limits: SystemLimitDto[] = off.has(m.code) ? [] : all.filter((o) => o.code === m.code).map((o) => ({ currency: o.currency, min: o.min, max: o.max }));
  return { id, position, key: m.code, image: paymentIconUrl(method?.icon ?? 'card'), limits, more: MORE_SECTION_IDS.includes(id) };
}

/** `position`: the method's place in its currency's list, from 1. */
export function toPaymentSystemDto(m: DepositMethod, locale: Locale, position: number): PaymentSystemDto {
  const presets = (PRESETS[m.currency] ?? DEFAULT_PRESETS).filter((amount) => amount >= m.min && amount <= m.max);
  return {
    ...systemShape(m, position, DEPOSIT_METHODS),
    code: m.code,
    name: methodName(m.code, locale),
    flow: m.flow,
    icon: METHODS[m.code]?.icon ?? 'card',
    currency: m.currency,
    min: m.min,
    max: m.max,
    presets,
  };
}

export function toPayoutSystemDto(m: PayoutMethod, locale: Locale, position: number): PayoutSystemDto {
  return {
    ...systemShape(m, position, PAYOUT_METHODS),
    // The "more" section is the deposit list's (spec §3); every way to withdraw is shown at once.
    more: false,
    code: m.code,
    name: methodName(m.code, locale),
    icon: METHODS[m.code]?.icon ?? 'card',
    currency: m.currency,
    min: m.min,
    max: m.max,
    field: m.field,
    url: `/json-api/treasury/user-payout/${m.code}`,
    method: 'post',
  };
}

/** The deposit range over every method of the currency and the form's start amount (spec §9 "default refill amount 500"). */
export function sumRange(currency: string): SumRangeDto {
  const methods = depositMethods(currency);
  if (methods.length === 0) return { currency, min: 0, max: 0, default: 0 };
  const min = Math.min(...methods.map((m) => m.min));
  const max = Math.max(...methods.map((m) => m.max));
  return { currency, min, max, default: Math.min(Math.max(DEFAULT_REFILL_AMOUNT, min), max) };
}
