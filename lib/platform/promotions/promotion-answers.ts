import 'server-only';
import { z } from 'zod';
import {
  PROMO_POINT_REASONS,
  type DailyDepositAchievementDto,
  type HighFiveDto,
  type HighFiveStatisticDto,
  type PageOf,
  type PromotionBalanceLogDto,
  type PromotionCurrencyDto,
  type PromotionDto,
  type PromotionParticipantDto,
  type PromotionPrizeDto,
  type PromotionWidgetDto,
  type UserPromotionDataDto,
} from '@/lib/domain/promotions/promotion-dtos';
import { DUCK_KINDS, type DuckHuntGameDto, type DuckShotDto } from '@/lib/domain/promotions/duck-hunt';
import { HIGH_FIVE_TYPES, PROMO_CONTAINER_TEMPLATES, PROMO_PAGE_TYPES, PROMO_TEMPLATES } from '@/lib/domain/promotions/promotions';
import { EVENT_STATUSES } from '@/lib/domain/tournaments/tournaments';
import { answerSchema } from '@/lib/platform/answer-schema';
import type { ExchangeAnswer } from './exchange';
import type { GivenHighFive } from './high-fives';
import type { beParticipant } from './membership';

/**
 * The answer schemas of the promotion calls, each tied to its DTO type
 * (lib/domain/promotions/promotion-dtos.ts). Points and prices are promo coins' minor units;
 * money is minor units of its currency.
 */

const int = () => z.number().int();
const perCurrency = () => z.record(z.string(), int());

export const promotionCurrencyDtoSchema = answerSchema<PromotionCurrencyDto>()(
  z
    .strictObject({
      id: int(),
      code: z.string(),
      name: z.strictObject({ one: z.string(), few: z.string(), many: z.string(), other: z.string() }).describe('plural forms'),
      icon: z.string(),
      url: z.string().nullable().describe('the static page that explains it'),
    })
    .meta({ id: 'PromotionCurrencyDto' }),
);

export const promotionPrizeDtoSchema = answerSchema<PromotionPrizeDto>()(
  z
    .strictObject({
      id: int(),
      title: z.string(),
      image: z.string(),
      price: int().describe('minor points of currencyId'),
      currencyId: int(),
      kind: z.enum(['gift', 'money', 'compoints']),
      quantity: int().nullable().describe('lottery: how many win it; exchange: how many are left (null: unlimited)'),
      winners: z.array(z.strictObject({ userId: int(), username: z.string() })),
    })
    .meta({ id: 'PromotionPrizeDto' }),
);

export const promotionDtoSchema = answerSchema<PromotionDto>()(
  z
    .strictObject({
      id: int(),
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      rules: z.string().describe('paragraphs separated by blank lines'),
      image: z.string(),
      fund: z.string(),
      template: z.enum(PROMO_TEMPLATES).nullable(),
      pageType: z.enum(PROMO_PAGE_TYPES),
      containerTemplate: z.enum(PROMO_CONTAINER_TEMPLATES),
      startAt: z.string().describe('ISO 8601'),
      endAt: z.string().describe('ISO 8601'),
      status: z.enum(EVENT_STATUSES),
      prizes: z.array(promotionPrizeDtoSchema),
      pointPrices: perCurrency().describe('minor money of real-money stakes per whole point, by currency'),
      pointRules: z.strictObject({ stake: perCurrency().nullable(), win: perCurrency().nullable() }),
      currency: promotionCurrencyDtoSchema,
      additionalCurrency: promotionCurrencyDtoSchema.nullable(),
      isHighFiveEnabled: z.boolean(),
      useParticipantBtn: z.boolean(),
      achievements: z.array(z.strictObject({ id: int(), amount: perCurrency(), points: int() })).describe('the daily deposit goals’ thresholds'),
      prizePoolCounter: z.strictObject({ id: int(), amount: int(), currency: z.string() }).nullable(),
      sentGiftsCount: int(),
      background: z.string().nullable(),
      games: z.array(z.string()).describe('game slugs whose rounds earn points; empty: every game'),
      tableEntryPoints: int(),
      sortPriority: int(),
      isMember: z.boolean().nullable().describe('null for a guest'),
    })
    .meta({ id: 'PromotionDto' }),
);

export const userPromotionDataDtoSchema = answerSchema<UserPromotionDataDto>()(
  z
    .strictObject({
      id: int(),
      actionId: int(),
      membership: z.boolean(),
      points: int().describe('minor points'),
      additionalPoints: int().describe('minor points of the additional currency'),
      receivedPrizes: z.array(int()).describe('prize ids'),
      highFive: z.strictObject({
        rank: int().nullable(),
        sent: int(),
        received: int(),
        sentToday: int(),
        sentTodayTo: z.array(int()).describe('the players high-fived in this promo today (UTC), in order'),
      }),
    })
    .meta({ id: 'UserPromotionDataDto' }),
);

export const promotionParticipantsPageSchema = answerSchema<PageOf<PromotionParticipantDto>>()(
  z.strictObject({
    items: z.array(z.strictObject({ userId: int(), username: z.string(), rank: int(), points: int(), highFivesReceived: int() })),
    totalItems: int(),
  }),
);

export const givenHighFiveSchema = answerSchema<GivenHighFive>()(
  z.strictObject({ id: int(), actionId: int(), toUserId: int(), points: int().describe('the giver’s minor points after it'), sentToday: int() }),
);

const someone = () => z.strictObject({ userId: int(), username: z.string() });

export const highFivesPageSchema = answerSchema<PageOf<HighFiveDto>>()(
  z.strictObject({
    items: z.array(
      z.strictObject({
        id: int(),
        type: z.enum(HIGH_FIVE_TYPES),
        user: someone().describe('the other side'),
        from: someone(),
        to: someone(),
        createdAt: z.string().describe('ISO 8601'),
      }),
    ),
    totalItems: int(),
  }),
);

export const highFiveStatisticDtoSchema = answerSchema<HighFiveStatisticDto>()(
  z.strictObject({ total: int(), today: int(), top: z.array(z.strictObject({ userId: int(), username: z.string(), received: int() })) }),
);

export const balanceLogsPageSchema = answerSchema<PageOf<PromotionBalanceLogDto>>()(
  z.strictObject({
    items: z.array(
      z.strictObject({
        id: int(),
        actionId: int(),
        currencyId: int(),
        amount: int().describe('minor points, negative when spent'),
        balance: int().describe('the balance after it'),
        reason: z.enum(PROMO_POINT_REASONS),
        createdAt: z.string().describe('ISO 8601'),
      }),
    ),
    totalItems: int(),
  }),
);

export const dailyDepositAchievementDtoSchema = answerSchema<DailyDepositAchievementDto>()(
  z.strictObject({
    id: int(),
    amount: int().describe('today’s deposits that reach it, minor units of currency'),
    currency: z.string(),
    points: int().describe('minor points it gives, once a day'),
    deposited: int().describe('today’s paid deposits, minor units'),
    progress: z.number().describe('0–100'),
    isCompleted: z.boolean(),
  }),
);

export const beParticipantAnswerSchema = answerSchema<Awaited<ReturnType<typeof beParticipant>>>()(z.strictObject({ ok: z.literal(true), action_id: int() }));

export const exchangeAnswerSchema = answerSchema<ExchangeAnswer>()(
  z.strictObject({
    ok: z.literal(true),
    actionId: int(),
    prizeId: int(),
    held: z.boolean().describe('the prize pays real money and waits for the player’s identity verification'),
    participant: userPromotionDataDtoSchema,
  }),
);

export const promotionWidgetDtoSchema = answerSchema<PromotionWidgetDto>()(
  z.strictObject({
    promo: z.strictObject({ id: int(), slug: z.string(), title: z.string(), image: z.string(), currency: promotionCurrencyDtoSchema }).nullable(),
    points: int().nullable().describe('null for a guest or a non-member'),
    nextPrize: z.strictObject({ id: int(), title: z.string(), price: int() }).nullable(),
    progress: z.number().nullable(),
  }),
);

export const duckHuntGameDtoSchema = answerSchema<DuckHuntGameDto>()(
  z.strictObject({
    id: int(),
    actionId: int(),
    slug: z.string(),
    shotsPerDay: int(),
    ducks: z.array(z.strictObject({ kind: z.enum(DUCK_KINDS), points: int().describe('minor points'), chance: z.number().describe('percent') })),
    shotsLeft: int().nullable().describe('null for a guest or a non-member'),
  }),
);

export const duckShotDtoSchema = answerSchema<DuckShotDto>()(
  z.strictObject({
    shot: int().describe('the shot’s number today'),
    duck: z.strictObject({ kind: z.enum(DUCK_KINDS), points: int() }),
    shotsLeft: int(),
    points: int().describe('the player’s minor points after it'),
  }),
);
