import 'server-only';
import { domainError, type DomainError } from '@/lib/domain/domain-error';
import type { DepositLimitPeriod } from '@/lib/domain/protection/protection';

/**
 * Refusals of player protection (codes in lib/domain/protection/protection.ts, texts in messages
 * `protection.errors`). Exclusions are 403 with `until` (ISO, null = permanent) beside `errors`,
 * so a client can say until when without a second call.
 */

export function depositLimitExceeded(period: DepositLimitPeriod, limit: number, remaining: number): DomainError {
  return domainError('invalid', 'player_deposit_limit_exceeded', 'amount', { details: { period, limit, remaining } });
}

export function excluded(kind: 'time_out' | 'self_exclusion', until: Date | null): DomainError {
  return domainError('forbidden', kind === 'time_out' ? 'account_timed_out' : 'account_self_excluded', undefined, {
    details: { until: until?.toISOString() ?? null },
  });
}

export function cannotShorten(until: Date | null): DomainError {
  return domainError('conflict', 'exclusion_cannot_shorten', 'period', { details: { until: until?.toISOString() ?? null } });
}

export function limitsRequired(): DomainError {
  return domainError('invalid', 'limits_required');
}

export function playerNotFound(): DomainError {
  return domainError('not_found', 'not_found');
}
