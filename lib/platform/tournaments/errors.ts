import 'server-only';
import type { TournamentErrorCode } from '@/lib/domain/tournaments/tournaments';
import { domainError, type DomainError } from '@/lib/domain/domain-error';

/**
 * Which answer each refusal gets (texts in messages `tournament.errors.<code>`): rules the player
 * does not meet are 403, a full or finished tournament and a forbidden switch 409.
 */
const KINDS: Record<TournamentErrorCode, 'invalid' | 'not_found' | 'conflict' | 'forbidden'> = {
  insufficient_compoint_balance: 'conflict',
  max_member_limit_reached: 'conflict',
  tournament_series_member: 'conflict',
  tournament_blocked_for_user: 'forbidden',
  tournament_level_restricted: 'forbidden',
  tournament_deposit_required: 'forbidden',
  tournament_partner_restricted: 'forbidden',
  tournament_paid_member: 'conflict',
  tournament_finished: 'conflict',
  tournament_not_member: 'forbidden',
};

/** A refused join or choice: `{ errors: [{ code }], ...details }` (insufficient_compoint_balance carries `missing`). */
export function tournamentError(code: TournamentErrorCode, details?: Readonly<Record<string, unknown>>): DomainError {
  return domainError(KINDS[code], code, undefined, details ? { details } : undefined);
}

/** No tournament or series of that slug: 404 `not_found`. */
export function tournamentNotFound(): DomainError {
  return domainError('not_found', 'not_found');
}
