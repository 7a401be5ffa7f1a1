import 'server-only';
import { z } from 'zod';
import { typed } from '@/lib/domain/validation/fields';
import { cashboxError } from './errors';

/**
 * The inputs of the cashbox calls (zod). A value of the wrong JSON type is `invalid_value`, a
 * missing one `required` (the platform's body rules); whether an amount or a method is
 * acceptable is the services' answer, with the cashbox's own codes.
 */

/** Amounts in minor units; a digit string is taken too (what a form field holds). Range checks are the services'. */
const amountField = z.union([z.number(typed), z.string(typed).trim().regex(/^\d{1,15}$/).transform(Number)], typed);

/**
 * The amount of a JSON body call that names no form field (rbk-create-invoice: the site's browser
 * sends a number): a JSON number only, as docs/API.md says — a string is a value of the wrong JSON
 * type, `invalid_value`. Whether it is a whole, positive amount within the method's range is
 * startDeposit's answer (`amount_out_of_range`).
 */
const jsonAmountField = z.number(typed);

const methodField = z.string(typed).trim().min(1, 'required').max(32, 'invalid_value');


/** POST …/open: the marketing query strings the site kept in cookies. */
export const openBodySchema = z.object({
  dep_qs: z.string(typed).max(2000, 'invalid_value').nullish(),
  qs: z.string(typed).max(2000, 'invalid_value').nullish(),
});

const userDataField = z.string(typed).max(200, 'invalid_value').optional();

/** POST …/rbk-create-invoice: method and amount, plus the payer's data a real provider's invoice carries (unused by the sandbox). */
export const rbkInvoiceBodySchema = z.object({
  method: methodField,
  amount: jsonAmountField,
  email: userDataField,
  phone: userDataField,
  firstname: userDataField,
  lastname: userDataField,
});

/** POST|PUT …/user-payout/{method}. */
export const payoutBodySchema = z.object({
  amount: amountField,
  account: z.string(typed).max(100, 'invalid_value'),
});

/** POST …/user-payout/cancel. */
export const payoutCancelBodySchema = z.object({
  transaction_id: z.union([z.number(typed).int('invalid_value').positive('invalid_value').max(Number.MAX_SAFE_INTEGER, 'invalid_value'), z.string(typed).regex(/^[1-9]\d{0,14}$/, 'invalid_value').transform(Number)], typed),
});

/**
 * POST …/sandbox/{token}/complete. `card`: the card the payer paid with, as a real provider
 * reports it (optional; its digits): the deposit's payment instrument (linked accounts).
 */
export const sandboxCompleteBodySchema = z.object({ outcome: z.enum(['paid', 'declined'], typed), card: z.string(typed).regex(/^\d{12,19}$/).optional() });

/** A method code from the path: anything that cannot be a method is simply unavailable. */
export function pathMethod(value: string | undefined): string {
  if (!value || !/^[a-z0-9_-]{1,32}$/.test(value)) throw cashboxError('method_unavailable', 'method');
  return value;
}

/** An amount from the path (minor units, digits only). */
export function pathAmount(value: string | undefined): number {
  if (!value || !/^\d{1,15}$/.test(value)) throw cashboxError('amount_out_of_range', 'amount');
  return Number(value);
}
