import { mutate } from 'swr';
import type { TournamentDto } from '@/lib/domain/tournaments/tournaments';
import { eventStatus, statusOfServer } from '@/lib/domain/tournaments/tournaments';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import { isTournamentKey, TOURNAMENTS_PATH } from '@/lib/client/swr/api-keys';

/**
 * The join flow's decisions and calls (spec §4 "Tournament join", §8), kept apart from the modals
 * that ask the player (components/tournaments/use-tournament-join.tsx) so each rule has one home.
 * The server decides for good (tcore: POST …/members, PUT …/choose); these only pick which
 * question to ask first.
 */
export type JoinStep =
  /** A visitor: to registration. */
  | { kind: 'register' }
  /** Nothing to do: past, already playing in it, or blocked. */
  | { kind: 'none' }
  /** A limited tournament the player was not invited to (spec §6 tournamentBlockedForUser). */
  | { kind: 'blocked' }
  /** A paid seat costs more than the player has: `missing` whole compoints. */
  | { kind: 'not_enough'; missing: number }
  /** Go on; `switchFrom` is the active chosen tournament the player leaves, `buy` asks to confirm the price. */
  | { kind: 'join'; switchFrom: TournamentDto | null; buy: boolean; choose: boolean };

export interface JoinContext {
  isPlayer: boolean;
  /** The player's compoints, null while unknown (the server then checks). */
  compoints: number | null;
  /** The player's view of the tournaments (to find the one they play in now). */
  others: readonly TournamentDto[];
  now: Date;
}

export const statusNow = (t: Pick<TournamentDto, 'status' | 'startAt' | 'endAt'>, now: Date) => eventStatus(statusOfServer(t.status.title), t.startAt, t.endAt, now);

/** Spec §4: a participating tournament is one that is member, chosen and active. */
export function participating(list: readonly TournamentDto[], now: Date): TournamentDto | null {
  return list.find((t) => t.isMember && t.isChosen && statusNow(t, now) === 'active') ?? null;
}

export function joinStep(t: TournamentDto, ctx: JoinContext): JoinStep {
  if (!ctx.isPlayer) return { kind: 'register' };
  if (statusNow(t, ctx.now) === 'past') return { kind: 'none' };
  if (t.isMember && (t.isChosen || statusNow(t, ctx.now) !== 'active')) return { kind: 'none' };
  // The server's answer for this player (visibility.ts): a private tournament they were not invited to.
  if (t.isBlockedForUser) return { kind: 'blocked' };
  const current = participating(ctx.others, ctx.now);
  const switchFrom = current && current.slug !== t.slug ? current : null;
  if (t.isMember) return { kind: 'join', switchFrom, buy: false, choose: true };
  const price = t.compointMembershipPrice;
  if (price !== null && ctx.compoints !== null && ctx.compoints < price) return { kind: 'not_enough', missing: price - ctx.compoints };
  return { kind: 'join', switchFrom, buy: price !== null, choose: false };
}

/**
 * POST …/members (join, idempotent: a paid seat is bought once) or PUT …/choose (a member switches
 * back, which moves nothing); answers the tournament as it now stands.
 */
export async function sendJoin(slug: string, choose: boolean, locale: string): Promise<TournamentDto> {
  const path = `${TOURNAMENTS_PATH}/${slug}/${choose ? 'choose' : 'members'}`;
  const { data } = await jsonApi<{ data: TournamentDto }>(path, { method: choose ? 'PUT' : 'POST', body: {}, locale, idempotent: !choose });
  return data;
}

/** Spec §4 "after success the tournament or series reloads": every tournament read (lists, pages, series) asks again. */
export async function reloadTournaments(): Promise<void> {
  await mutate(isTournamentKey);
}

/**
 * After a join or a choice: the answer IS the tournament as it now stands, so its page's entry
 * takes it as it is, and the other reads ask again. Reloading the page's entry instead lost the
 * join now and then: the live table update a join publishes is a write into that entry, and SWR
 * drops an answer that a later write overtook — the page stayed on its pre-join copy.
 */
export async function applyJoined(joined: TournamentDto, locale: string): Promise<void> {
  const path = `${TOURNAMENTS_PATH}/${joined.slug}`;
  // The player's entry of the page in the answer's language (the key is [path, locale, viewer]).
  const isPage = (key: unknown) => Array.isArray(key) && key[0] === path && key[1] === locale && typeof key[2] === 'number';
  await mutate(isPage, joined, { revalidate: false });
  await mutate((key: unknown) => isTournamentKey(key) && !isPage(key));
}

/** The missing compoints of an insufficient_compoint_balance refusal (tcore puts `missing` beside `errors`). */
export function missingOf(error: JsonApiError): number | null {
  const missing = (error.body as { missing?: unknown } | null)?.missing;
  return typeof missing === 'number' && Number.isSafeInteger(missing) && missing > 0 ? missing : null;
}
