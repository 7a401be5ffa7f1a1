import 'server-only';
import { pickText, type Locale } from '@/lib/domain/locales';
import type { PluralNames, PromotionCurrencyDto, PromotionDto, PromotionPrizeDto, PromotionWinnerDto } from '@/lib/domain/promotions/promotion-dtos';
import { poolAmount, promotionPageType, promotionStatus } from '@/lib/domain/promotions/promotions';
import { EVENT_STATUS_ORDER } from '@/lib/domain/tournaments/tournaments';
import type { promoCurrencies, promoPrizes, promotions } from '@/lib/platform/db/schema';

/** Rows of the promo tables turned into the call shapes of lib/domain/promotions/promotion-dtos.ts. */

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionPrizeRow = typeof promoPrizes.$inferSelect;
export type PromotionCurrencyRow = typeof promoCurrencies.$inferSelect;

/** Every plural form filled: the language's own, else its `other`, else English's. */
export function pluralNames(name: PromotionCurrencyRow['name'], locale: Locale): PluralNames {
  const forms = name[locale] ?? name.en ?? {};
  const other = forms.other ?? forms.many ?? forms.one ?? '';
  return { one: forms.one ?? other, few: forms.few ?? other, many: forms.many ?? other, other };
}

export function toCurrencyDto(row: PromotionCurrencyRow, locale: Locale): PromotionCurrencyDto {
  return { id: row.id, code: row.code, name: pluralNames(row.name, locale), icon: row.icon, url: row.url };
}

export function toPrizeDto(row: PromotionPrizeRow, locale: Locale, winners: PromotionWinnerDto[]): PromotionPrizeDto {
  return { id: row.id, title: pickText(row.title, locale), image: row.image, price: row.price, currencyId: row.currencyId, kind: row.kind, quantity: row.quantity, winners };
}

export interface PromotionParts {
  currencies: ReadonlyMap<number, PromotionCurrencyRow>;
  prizes: PromotionPrizeDto[];
  /** Hundredths of a minor unit added to the pool by wins (the members' `pool_share`). */
  poolShares: number;
  sentGiftsCount: number;
  games: string[];
  isMember: boolean | null;
}

export function toPromotionDto(row: PromotionRow, locale: Locale, at: Date, parts: PromotionParts): PromotionDto {
  const currency = parts.currencies.get(row.currencyId)!;
  const additional = row.additionalCurrencyId === null ? undefined : parts.currencies.get(row.additionalCurrencyId);
  return {
    id: row.id,
    slug: row.slug,
    title: pickText(row.title, locale),
    description: pickText(row.description, locale),
    rules: pickText(row.rules, locale),
    image: row.image,
    fund: pickText(row.fund, locale),
    template: row.template,
    pageType: promotionPageType(row.template),
    containerTemplate: row.containerTemplate,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    status: promotionStatus(row.finishedAt !== null, row.startAt, row.endAt, at),
    prizes: parts.prizes,
    pointPrices: row.pointRules.stake ?? {},
    pointRules: row.pointRules,
    currency: toCurrencyDto(currency, locale),
    additionalCurrency: additional ? toCurrencyDto(additional, locale) : null,
    isHighFiveEnabled: row.highFiveEnabled,
    useParticipantBtn: row.participantButton,
    achievements: row.depositGoals,
    prizePoolCounter: row.poolCurrency === null ? null : { id: row.id, amount: poolAmount(row.poolBase, parts.poolShares), currency: row.poolCurrency },
    sentGiftsCount: parts.sentGiftsCount,
    background: row.background,
    games: parts.games,
    tableEntryPoints: row.tableEntryPoints,
    sortPriority: row.sortPriority,
    isMember: parts.isMember,
  };
}

/** Spec §4 "lists show active first, then future, then past"; then the operator's priority, the start, the id. */
export function comparePromotions(a: PromotionDto, b: PromotionDto): number {
  return EVENT_STATUS_ORDER[a.status] - EVENT_STATUS_ORDER[b.status] || b.sortPriority - a.sortPriority || Date.parse(a.startAt) - Date.parse(b.startAt) || a.id - b.id;
}
