import type { GiftSpec } from '../gifts/gifts';
import { XP_STAKE_PER_POINT } from '../levels/experience';

/**
 * Tournaments and tournament series (spec play-promos §2–§9, platform §3, §4, §9): the
 * shared rules and the shapes of the v2 tournament calls. The server (lib/platform/tournaments)
 * and the browser read the same rules from here: the status, the four mechanics, free seats, the
 * join refusals.
 */

/** Spec §3 privacy types. */
export const TOURNAMENT_PRIVACY = { open: 1, closed: 2, limited: 3, compoints: 4 } as const;
export type TournamentPrivacy = (typeof TOURNAMENT_PRIVACY)[keyof typeof TOURNAMENT_PRIVACY];

/**
 * Whether a privacy type keeps a tournament's private parts (its table, members, scores, games
 * and live room) from everyone but its invited players and members. Spec play-promos §6 blocks
 * only the limited type ("visitor blocked (tournamentBlockedForUser); player only if member");
 * a closed tournament is entered by meeting published rules (level range, deposits) that its
 * page states, and a compoints one by buying a seat: both are watched by everyone like an open one.
 */
export function isPrivateTournament(privacyType: number): boolean {
  return privacyType === TOURNAMENT_PRIVACY.limited;
}

/**
 * Spec §3 mechanics (§9 "points per bet unit, per win unit, win over bet summed, best
 * multiplier"). A score is an integer in thousandths of a point (SCORE_MILLIS): for 1 and 2 a
 * point is one experience point's worth of money (a rouble, a cent …, lib/domain/levels/experience.ts), so
 * players of different currencies race fairly; for 3 and 4 a point is one x (win ÷ bet).
 */
export const TOURNAMENT_MECHANICS = { sumOfBets: 1, sumOfWins: 2, cumulativeX: 3, maxX: 4 } as const;
export type TournamentMechanic = (typeof TOURNAMENT_MECHANICS)[keyof typeof TOURNAMENT_MECHANICS];
export const SCORE_MILLIS = 1000;

/** Thousandths of a point a money amount is worth (mechanics 1 and 2). */
export function moneyScore(amountMinor: number, currency: string): number {
  const rate = XP_STAKE_PER_POINT[currency] ?? XP_STAKE_PER_POINT.RUB!;
  return Math.floor((amountMinor * SCORE_MILLIS) / rate);
}

/** Thousandths of an x: win over bet (mechanics 3 and 4); a free or zero stake scores nothing. */
export function multiplierScore(bet: number, win: number): number {
  return bet > 0 ? Math.floor((win * SCORE_MILLIS) / bet) : 0;
}

/** What one round adds under a mechanic (for 4, the candidate for the maximum). */
export function roundScore(mechanic: TournamentMechanic, round: { bet: number; win: number; currency: string }): number {
  switch (mechanic) {
    case TOURNAMENT_MECHANICS.sumOfBets:
      return moneyScore(round.bet, round.currency);
    case TOURNAMENT_MECHANICS.sumOfWins:
      return moneyScore(round.win, round.currency);
    case TOURNAMENT_MECHANICS.cumulativeX:
    case TOURNAMENT_MECHANICS.maxX:
      return multiplierScore(round.bet, round.win);
  }
}

/** A member's score after one more round: summed for 1–3, the best for 4. */
export function nextScore(mechanic: TournamentMechanic, score: number, round: { bet: number; win: number; currency: string }): number {
  const add = roundScore(mechanic, round);
  return mechanic === TOURNAMENT_MECHANICS.maxX ? Math.max(score, add) : score + add;
}

/** Spec §4 "Event status": what a tournament, series or promo is to the player. */
export const EVENT_STATUSES = ['future', 'active', 'past'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** The server's status of a tournament (spec: created → future, active → active, finished → past). */
export const TOURNAMENT_SERVER_STATUSES = ['created', 'active', 'finished'] as const;
export type TournamentServerStatus = (typeof TOURNAMENT_SERVER_STATUSES)[number];

export function statusOfServer(status: TournamentServerStatus): EventStatus {
  return status === 'created' ? 'future' : status === 'active' ? 'active' : 'past';
}

/**
 * Spec §4: future while the start is ahead, active while the end is ahead, past once the end has
 * passed or the server says so. The browser runs it again at the start and end times (its timers).
 */
export function eventStatus(status: EventStatus, startAt: string | Date, endAt: string | Date | null, at: Date): EventStatus {
  if (status === 'past') return 'past';
  if (endAt !== null && new Date(endAt).getTime() <= at.getTime()) return 'past';
  if (new Date(startAt).getTime() > at.getTime()) return 'future';
  return 'active';
}

/** Lists show active first, then future, then past (spec §4); within a status by sortPriority, then start. */
export const EVENT_STATUS_ORDER: Readonly<Record<EventStatus, number>> = { active: 0, future: 1, past: 2 };

/** Spec §4: free seats = maxMemberLimit − membersCount; null (unlimited) without a limit. */
export function freeSeats(maxMemberLimit: number | null, membersCount: number): number | null {
  return maxMemberLimit === null ? null : Math.max(0, maxMemberLimit - membersCount);
}

/**
 * Refusals of a join or a switch (spec §8 "Tournament join failure": the first three; the rest
 * are this project's, for the rules the spec names without details). Texts in messages
 * `tournament.errors.<code>`.
 */
export const TOURNAMENT_ERROR_CODES = [
  /** A paid seat costs more compoints than the player has; `details.missing` says how many. */
  'insufficient_compoint_balance',
  /** Every seat is taken. */
  'max_member_limit_reached',
  /** The player is in an active series tournament and cannot switch (spec §4). */
  'tournament_series_member',
  /** A limited tournament for a player not invited (spec §6 tournamentBlockedForUser). */
  'tournament_blocked_for_user',
  /** The player's level is outside the tournament's level range. */
  'tournament_level_restricted',
  /** The player has not deposited the tournament's minimum yet. */
  'tournament_deposit_required',
  /** The tournament is for the players of certain partners (their referral code), and the player came from none of them. */
  'tournament_partner_restricted',
  /** The player bought a seat in the active chosen tournament and cannot switch (spec §4). */
  'tournament_paid_member',
  /** The tournament has ended. */
  'tournament_finished',
  /** Choosing a tournament the player is not a member of. */
  'tournament_not_member',
] as const;
export type TournamentErrorCode = (typeof TOURNAMENT_ERROR_CODES)[number];

export function isTournamentErrorCode(value: unknown): value is TournamentErrorCode {
  return typeof value === 'string' && (TOURNAMENT_ERROR_CODES as readonly string[]).includes(value);
}

/** Spec platform §9 and play-promos §9 limits. */
export const TOURNAMENT_LIMITS = {
  /** Default list limit (with "more"). */
  list: 9,
  /** Rows of the table. */
  table: 10,
  /** Top leaders on a card; the podium of a past series tournament. */
  top: 3,
  /** Games shown on a tournament page (desktop and mobile). */
  gamesShown: 5,
  /** Page of the tournament games search. */
  gameSearch: 10,
} as const;

/** Spec §3 bet restriction, minor units; max null = no upper bound (default min 0). */
export interface BetRestriction {
  min: number;
  max: number | null;
}

/** A prize of a final position: gift titles and money per currency (spec §3 prizes, prizeMoney). */
export interface TournamentPrizeDto {
  position: number;
  giftTitles: string[];
  /** Minor units per currency. */
  money: Record<string, number>;
}

/** One row of a table (leaders or opponents). `userId` lets a browser mark its own row from a room broadcast. */
export interface TournamentLeaderDto {
  userId: number;
  username: string;
  position: number;
  /** Thousandths of a point (SCORE_MILLIS). */
  score: number;
  isItsMe: boolean;
}

/**
 * The name a table shows: the nickname, or "#<id>" for a player without one (never a contact or a
 * real name). The avatar is drawn from it in the browser (its initial on a colour of the id).
 */
export function leaderName(nickName: string | null, userId: number): string {
  return nickName && nickName.trim() !== '' ? nickName : `#${userId}`;
}

/** Spec §3 Tournament, as GET /json-api/v2/tournaments and /{slug} answer it (texts in the caller's language). */
export interface TournamentDto {
  id: number;
  slug: string;
  title: string;
  /** Spec: the server status as an object whose title is created, active or finished. */
  status: { title: TournamentServerStatus };
  startAt: string;
  endAt: string;
  imageDefault: { url: string };
  description: string;
  rules: string;
  mechanic: { title: string; value: TournamentMechanic };
  prizes: TournamentPrizeDto[];
  prizeDescription: string;
  /** Total prize money per currency, minor units (the card's prize text). */
  prizeMoney: Record<string, number>;
  numberOfPrizes: number;
  numberOfGames: number;
  leaders: TournamentLeaderDto[];
  opponents: TournamentLeaderDto[];
  isChosen: boolean;
  isMember: boolean;
  isSeriesLeaderMember: boolean;
  wantParticipate: boolean;
  tournamentSeriesId: number | null;
  privacyType: TournamentPrivacy;
  compointMembershipPrice: number | null;
  maxMemberLimit: number | null;
  membersCount: number;
  betRestriction: BetRestriction;
  tournamentType: 'default' | 'series';
  sortPriority: number;
  /** Participation rule beyond privacy: the player's level range (null = any level). */
  levelRange: { min: number | null; max: number | null } | null;
  /** Minimum paid deposits per currency, minor units (null = none). */
  minDeposit: Record<string, number> | null;
  /** Only the players of certain partners (their referral code) may enter; which partners is not said. */
  partnerOnly: boolean;
  /**
   * Spec §6 tournamentBlockedForUser: a private tournament (isPrivateTournament) the caller is
   * neither invited to nor a member of. Its card is all there is: `leaders`, `opponents` empty.
   */
  isBlockedForUser: boolean;
}

/** Spec §3 Tournament series. Leaders sum the members' scores over the series' tournaments. */
export interface TournamentSeriesDto {
  id: number;
  slug: string;
  title: string;
  description: string;
  isPaid: boolean;
  prizeDescription: string;
  prizes: TournamentPrizeDto[];
  leaders: TournamentLeaderDto[];
  opponents: TournamentLeaderDto[];
  mechanic: { title: string; value: TournamentMechanic };
  betRestriction: BetRestriction;
  imageDefault: { url: string };
  startAt: string;
  endAt: string;
  status: EventStatus;
  tournaments: TournamentDto[];
  /** A private tournament of the series is blocked for the caller: `leaders`, `opponents` empty (they sum its scores). */
  isBlockedForUser: boolean;
}

/**
 * A prize as the operator sets it (the `prizes` column of a tournament or series): the gifts the
 * final position is granted (titles shown as giftTitles) and real money per currency, paid through
 * the ledger when the tournament finishes.
 */
export interface TournamentPrizeSpec {
  position: number;
  gifts: GiftSpec[];
  /** Minor units per currency; a player of a currency missing here gets the gifts only. */
  money: Record<string, number>;
}

/** The live room of a tournament and of a series (spec §7 leaders and opponents updates). */
export const tournamentRoom = (id: number) => `tournament:${id}`;
export const tournamentSeriesRoom = (id: number) => `tournament-series:${id}`;

/**
 * The tournament or series a room name follows (the /ws server asks who may join it), or null for
 * another room. A name of these kinds that names no id (`tournament:01`, `tournament:x`) has id
 * null: no publisher sends to it, and it is refused like an unknown tournament.
 */
export function tournamentRoomTarget(room: string): { kind: 'tournament' | 'series'; id: number | null } | null {
  const match = /^(tournament|tournament-series):([\s\S]*)$/.exec(room);
  if (!match) return null;
  const kind = match[1] === 'tournament' ? 'tournament' : 'series';
  const id = /^[1-9][0-9]{0,14}$/.test(match[2]!) ? Number(match[2]) : null;
  return { kind, id };
}
