import 'server-only';
import { economicsRefused } from './errors';

/**
 * The loyalty budget: the most the loyalty paths together may return, as a share of real-money
 * stakes (`LOYALTY_BUDGET_PERCENT`, default 2). A configuration above it starts with a warning;
 * one whose effective return passes 100 % does not start (economics-check.ts).
 */
export const DEFAULT_LOYALTY_BUDGET_PERCENT = 2;

export function loyaltyBudget(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.LOYALTY_BUDGET_PERCENT?.trim();
  if (raw === undefined || raw === '') return DEFAULT_LOYALTY_BUDGET_PERCENT / 100;
  const percent = Number(raw);
  if (!Number.isFinite(percent) || percent < 0 || percent >= 100) throw economicsRefused([`LOYALTY_BUDGET_PERCENT must be a number from 0 to 100 (a share of stakes), not "${raw}"`]);
  return percent / 100;
}
