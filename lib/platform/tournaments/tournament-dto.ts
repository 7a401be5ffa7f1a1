import 'server-only';
import { pickText, type Locale } from '@/lib/domain/locales';
import {
  EVENT_STATUS_ORDER,
  eventStatus,
  statusOfServer,
  type EventStatus,
  type TournamentDto,
  type TournamentLeaderDto,
  type TournamentMechanic,
  type TournamentPrivacy,
  type TournamentPrizeDto,
  type TournamentPrizeSpec,
  type TournamentServerStatus,
} from '@/lib/domain/tournaments/tournaments';
import type { tournaments } from '@/lib/platform/db/schema';
import { serverText } from '@/lib/platform/i18n/server-texts';

/**
 * How a stored tournament becomes the spec's DTO (spec §3): the texts in the caller's
 * language, the prizes with their gifts' titles, the server status by the stored claim and the
 * clock, the player's fields from what the caller looked up. Pure over its inputs, so the list,
 * the page, a series and a join's answer (tcore) shape a tournament the same way.
 */
export type TournamentRow = typeof tournaments.$inferSelect;

/** The player's own view of one tournament (null for a guest or a non-member). */
export interface ViewerMembership {
  chosen: boolean;
}

export interface TournamentDtoInput {
  row: TournamentRow;
  locale: Locale;
  now: Date;
  numberOfGames: number;
  leaders: TournamentLeaderDto[];
  opponents: TournamentLeaderDto[];
  membership: ViewerMembership | null;
  /** The player is a member and in the series' top (TOURNAMENT_LIMITS.top). */
  isSeriesLeader: boolean;
  /** visibility.ts blocks the tournament's private parts for the caller (the caller left `leaders`, `opponents` empty). */
  isBlockedForUser: boolean;
}

/**
 * Spec §3 status: `finished` once the finisher claimed it (stored); until then the clock says
 * created or active. A tournament whose end passed but that is not finished yet stays `active`
 * here; eventStatus (both sides) makes it past by its endAt.
 */
export function serverStatusOf(row: Pick<TournamentRow, 'status' | 'startAt'>, now: Date): TournamentServerStatus {
  if (row.status === 'finished') return 'finished';
  return row.startAt.getTime() > now.getTime() ? 'created' : 'active';
}

export function eventStatusOf(row: Pick<TournamentRow, 'status' | 'startAt' | 'endAt'>, now: Date): EventStatus {
  return eventStatus(statusOfServer(serverStatusOf(row, now)), row.startAt, row.endAt, now);
}

export function prizesDto(specs: readonly TournamentPrizeSpec[], locale: Locale): TournamentPrizeDto[] {
  return [...specs]
    .sort((a, b) => a.position - b.position)
    .map((p) => ({ position: p.position, giftTitles: p.gifts.map((g) => pickText(g.title, locale)), money: { ...p.money } }));
}

/** Total prize money per currency (the card's prize text). */
export function prizeMoneyOf(specs: readonly TournamentPrizeSpec[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const p of specs) for (const [currency, amount] of Object.entries(p.money)) total[currency] = (total[currency] ?? 0) + amount;
  return total;
}

export function mechanicDto(value: number, locale: Locale): { title: string; value: TournamentMechanic } {
  return { title: serverText(locale, `tournaments.mechanics.m${value}`), value: value as TournamentMechanic };
}

export function toTournamentDto(input: TournamentDtoInput): TournamentDto {
  const { row, locale, now, membership } = input;
  const status = serverStatusOf(row, now);
  const active = eventStatus(statusOfServer(status), row.startAt, row.endAt, now) === 'active';
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(row.title, locale),
    status: { title: status },
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    imageDefault: { url: row.image },
    description: pickText(row.description, locale),
    rules: pickText(row.rules, locale),
    mechanic: mechanicDto(row.mechanic, locale),
    prizes: prizesDto(row.prizes, locale),
    prizeDescription: pickText(row.prizeDescription, locale),
    prizeMoney: prizeMoneyOf(row.prizes),
    numberOfPrizes: row.prizes.length,
    numberOfGames: input.numberOfGames,
    leaders: input.leaders,
    opponents: input.opponents,
    // Spec §4: the current one is chosen only while it is active.
    isChosen: membership !== null && membership.chosen && active,
    isMember: membership !== null,
    isSeriesLeaderMember: membership !== null && input.isSeriesLeader,
    // The spec names the field without a rule: here, the player has joined (a seat is theirs).
    wantParticipate: membership !== null,
    tournamentSeriesId: row.seriesId,
    privacyType: row.privacyType as TournamentPrivacy,
    compointMembershipPrice: row.compointPrice,
    maxMemberLimit: row.maxMembers,
    membersCount: row.membersCount,
    betRestriction: { min: row.betMin, max: row.betMax },
    tournamentType: row.seriesId === null ? 'default' : 'series',
    sortPriority: row.sortPriority,
    levelRange: row.minLevel === null && row.maxLevel === null ? null : { min: row.minLevel, max: row.maxLevel },
    minDeposit: row.minDeposit,
    // Whether a partner code is asked, never which: the codes are the partners' business.
    partnerOnly: row.partnerCodes !== null,
    isBlockedForUser: input.isBlockedForUser,
  };
}

/** Spec §4 list order: active, future, past; then sortPriority (higher first); then the start. */
export function compareTournaments(a: TournamentDto, b: TournamentDto, now: Date): number {
  const sa = eventStatus(statusOfServer(a.status.title), a.startAt, a.endAt, now);
  const sb = eventStatus(statusOfServer(b.status.title), b.startAt, b.endAt, now);
  return EVENT_STATUS_ORDER[sa] - EVENT_STATUS_ORDER[sb] || b.sortPriority - a.sortPriority || Date.parse(a.startAt) - Date.parse(b.startAt) || a.id - b.id;
}
