import 'server-only';
import { z } from 'zod';
import {
  EVENT_STATUSES,
  TOURNAMENT_MECHANICS,
  TOURNAMENT_PRIVACY,
  TOURNAMENT_SERVER_STATUSES,
  type TournamentDto,
  type TournamentLeaderDto,
  type TournamentPrizeDto,
  type TournamentSeriesDto,
} from '@/lib/domain/tournaments/tournaments';
import { answerSchema } from '@/lib/platform/answer-schema';

/** The answer schemas of the tournament calls, each tied to its DTO type (lib/domain/tournaments/tournaments.ts). Money: minor units. */

const int = () => z.number().int();
const perCurrency = () => z.record(z.string(), int());

const prizeSchema = answerSchema<TournamentPrizeDto>()(
  z
    .strictObject({ position: int(), giftTitles: z.array(z.string()), money: perCurrency().describe('minor units by currency') })
    .meta({ id: 'TournamentPrizeDto' }),
);

const leaderSchema = answerSchema<TournamentLeaderDto>()(
  z
    .strictObject({ userId: int(), username: z.string(), position: int(), score: int().describe('thousandths of a point'), isItsMe: z.boolean() })
    .meta({ id: 'TournamentLeaderDto' }),
);

const mechanicSchema = z.strictObject({ title: z.string(), value: z.literal([TOURNAMENT_MECHANICS.sumOfBets, TOURNAMENT_MECHANICS.sumOfWins, TOURNAMENT_MECHANICS.cumulativeX, TOURNAMENT_MECHANICS.maxX]).describe('1 sum of bets, 2 sum of wins, 3 cumulative x, 4 best x') });
const betRestrictionSchema = z.strictObject({ min: int(), max: int().nullable() }).describe('minor units; max null: no upper bound');

export const tournamentDtoSchema = answerSchema<TournamentDto>()(
  z
    .strictObject({
      id: int(),
      slug: z.string(),
      title: z.string(),
      status: z.strictObject({ title: z.enum(TOURNAMENT_SERVER_STATUSES) }),
      startAt: z.string().describe('ISO 8601'),
      endAt: z.string().describe('ISO 8601'),
      imageDefault: z.strictObject({ url: z.string() }),
      description: z.string(),
      rules: z.string(),
      mechanic: mechanicSchema,
      prizes: z.array(prizeSchema),
      prizeDescription: z.string(),
      prizeMoney: perCurrency().describe('total prize money by currency, minor units'),
      numberOfPrizes: int(),
      numberOfGames: int(),
      leaders: z.array(leaderSchema),
      opponents: z.array(leaderSchema),
      isChosen: z.boolean(),
      isMember: z.boolean(),
      isSeriesLeaderMember: z.boolean(),
      wantParticipate: z.boolean(),
      tournamentSeriesId: int().nullable(),
      privacyType: z.literal([TOURNAMENT_PRIVACY.open, TOURNAMENT_PRIVACY.closed, TOURNAMENT_PRIVACY.limited, TOURNAMENT_PRIVACY.compoints]).describe('1 open, 2 closed, 3 limited (invitation), 4 compoints'),
      compointMembershipPrice: int().nullable(),
      maxMemberLimit: int().nullable(),
      membersCount: int(),
      betRestriction: betRestrictionSchema,
      tournamentType: z.enum(['default', 'series']),
      sortPriority: int(),
      levelRange: z.strictObject({ min: int().nullable(), max: int().nullable() }).nullable(),
      minDeposit: perCurrency().nullable(),
      partnerOnly: z.boolean(),
      isBlockedForUser: z.boolean(),
    })
    .meta({ id: 'TournamentDto' }),
);

export const tournamentSeriesDtoSchema = answerSchema<TournamentSeriesDto>()(
  z
    .strictObject({
      id: int(),
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      isPaid: z.boolean(),
      prizeDescription: z.string(),
      prizes: z.array(prizeSchema),
      leaders: z.array(leaderSchema),
      opponents: z.array(leaderSchema),
      mechanic: mechanicSchema,
      betRestriction: betRestrictionSchema,
      imageDefault: z.strictObject({ url: z.string() }),
      startAt: z.string(),
      endAt: z.string(),
      status: z.enum(EVENT_STATUSES),
      tournaments: z.array(tournamentDtoSchema),
      isBlockedForUser: z.boolean(),
    })
    .meta({ id: 'TournamentSeriesDto' }),
);
