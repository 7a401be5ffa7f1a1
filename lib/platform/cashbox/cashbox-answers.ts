import 'server-only';
import { z } from 'zod';
import type {
  DepositDto,
  DepositStartDto,
  DepositStatus,
  GeneralLimitDto,
  LastBetDto,
  PaymentSystemDto,
  PayoutDto,
  PayoutStatus,
  PayoutSystemDto,
  PhoneCodeDto,
  SandboxInvoiceDto,
  SumRangeDto,
} from '@/lib/domain/cashbox/cashbox-types';
import type { PaymentIconKind } from '@/lib/domain/cashbox/payment-icons';
import { answerSchema } from '@/lib/platform/answer-schema';

/**
 * The answer schemas of the cashbox (treasury) calls, each tied to its DTO type
 * (lib/domain/cashbox/cashbox-types.ts). Amounts are minor units; times of the histories are
 * seconds since the epoch.
 */

const int = () => z.number().int();
const minor = () => z.number().int().describe('minor units');
const epochSeconds = () => z.number().int().describe('seconds since the epoch');

const iconKinds = ['card', 'sbp', 'wallet', 'crypto'] as const satisfies readonly PaymentIconKind[];
const depositStatuses = ['pending', 'paid', 'declined', 'expired', 'held', 'returned'] as const satisfies readonly DepositStatus[];
const payoutStatuses = ['new', 'cancelled', 'declined', 'paid'] as const satisfies readonly PayoutStatus[];

/** What payment and payout systems share (spec §3). */
const systemShape = {
  id: int(),
  position: int().describe('from 1'),
  key: z.string().describe('the same as code'),
  image: z.string(),
  limits: z.array(z.strictObject({ currency: z.string(), min: minor(), max: minor() })),
  more: z.boolean().describe('listed under the "more" section'),
};

export const paymentSystemDtoSchema = answerSchema<PaymentSystemDto>()(
  z
    .strictObject({
      ...systemShape,
      code: z.string().describe('the {method} of the deposit calls'),
      name: z.string(),
      flow: z.enum(['marbella', 'rbk']).describe('marbella: GET …/user/marbella/deposit/{method}/{amount}; rbk: POST …/rbk-create-invoice'),
      icon: z.enum(iconKinds),
      currency: z.string(),
      min: minor(),
      max: minor(),
      presets: z.array(minor()).describe('quick amounts of the form'),
    })
    .meta({ id: 'PaymentSystemDto' }),
);

export const payoutSystemDtoSchema = answerSchema<PayoutSystemDto>()(
  z
    .strictObject({
      ...systemShape,
      code: z.string(),
      name: z.string(),
      icon: z.enum(iconKinds),
      currency: z.string(),
      min: minor(),
      max: minor(),
      field: z.enum(['card', 'phone', 'wallet']).describe('what the player types'),
      url: z.string().describe('where to send { amount, account }'),
      method: z.enum(['post', 'put']),
    })
    .meta({ id: 'PayoutSystemDto' }),
);

export const sumRangeDtoSchema = answerSchema<SumRangeDto>()(z.strictObject({ currency: z.string(), min: minor(), max: minor(), default: minor() }));

export const generalLimitDtoSchema = answerSchema<GeneralLimitDto>()(
  z.strictObject({
    currency: z.string(),
    daily_deposit_limit: minor().nullable().describe('null: no limit'),
    today_deposit_amount: minor(),
    remaining: minor().nullable().describe('what may still be deposited today; null: no limit'),
  }),
);

export const depositDtoSchema = answerSchema<DepositDto>()(
  z
    .strictObject({
      id: int(),
      amount: minor(),
      bonus: minor().describe('bonus money a cashbox gift paid with it'),
      currency: z.string(),
      method: z.string(),
      method_name: z.string(),
      status: z.enum(depositStatuses),
      created_at: epochSeconds(),
      completed_at: epochSeconds().nullable(),
    })
    .meta({ id: 'DepositDto' }),
);

export const payoutDtoSchema = answerSchema<PayoutDto>()(
  z
    .strictObject({
      id: int(),
      transaction_id: int().describe('what POST /json-api/treasury/user-payout/cancel takes (the id)'),
      amount: minor(),
      currency: z.string(),
      method: z.string(),
      method_name: z.string(),
      account: z.string().describe('masked'),
      status: z.enum(payoutStatuses),
      created_at: epochSeconds(),
      completed_at: epochSeconds().nullable(),
    })
    .meta({ id: 'PayoutDto' }),
);

export const depositStartDtoSchema = answerSchema<DepositStartDto>()(
  z.strictObject({ redirectUrl: z.string().describe('the payment page to open'), deposit_id: int() }).meta({ id: 'DepositStartDto' }),
);

/** POST /json-api/treasury/user-payout/cancel. */
export const payoutCancelSchema = answerSchema<{ status: PayoutStatus }>()(z.strictObject({ status: z.enum(payoutStatuses) }));

export const lastBetDtoSchema = answerSchema<LastBetDto>()(
  z.strictObject({ amount: minor(), currency: z.string(), game: z.strictObject({ slug: z.string(), name: z.string() }).nullable(), created_at: epochSeconds() }),
);

export const phoneCodeDtoSchema = answerSchema<PhoneCodeDto>()(z.strictObject({ country: z.string().describe('ISO 3166 code, lower case'), code: z.string().describe('dial code, digits') }));

export const sandboxInvoiceDtoSchema = answerSchema<SandboxInvoiceDto>()(
  z.strictObject({
    deposit_id: int(),
    amount: minor(),
    currency: z.string(),
    method_name: z.string(),
    status: z.enum(depositStatuses),
    returnUrl: z.string().describe('the cashbox with ?deposit={id}'),
  }),
);

/** GET /json-api/users/statistics/today-deposit-amount. */
export const todayDepositSchema = answerSchema<{ amount: number; currency: string }>()(z.strictObject({ amount: minor(), currency: z.string() }));
