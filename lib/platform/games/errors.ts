import 'server-only';
import type { ApiErrorCode } from '@/lib/domain/api-errors';
import { domainError, type DomainError } from '@/lib/domain/domain-error';
import type { StudioBalance } from '@/lib/domain/studio/studio-session';

/** A refused game call: a switched-off game, no demo mode, a stake outside the rules (400). */
export function gameError(code: ApiErrorCode): DomainError {
  return domainError('invalid', code);
}

/** An unknown or inactive game, or a run token that opens nothing. */
export function gameNotFound(): DomainError {
  return domainError('not_found', 'not_found');
}

/** Real play needs a player (the site offers login). */
export function playerRequired(): DomainError {
  return domainError('unauthenticated', 'unauthorized');
}

/** The stake is above the balance; the answer carries the balance the game shows. */
export function insufficientFunds(balance: StudioBalance): DomainError {
  return domainError('invalid', 'insufficient_funds', undefined, { details: { balance } });
}

/** A newer game session of the same player stopped this one. */
export function sessionDeactivated(): DomainError {
  return domainError('conflict', 'game_session_deactivated');
}
