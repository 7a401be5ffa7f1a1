import 'server-only';
import type { CurrencyAmounts, GiftSpec } from '@/lib/domain/gifts/gifts';
import type { LocalizedText } from '@/lib/domain/locales';
import { artUrl, levelBadgePath } from './urls';

export interface LevelSeed {
  index: number;
  name: LocalizedText;
  pointsRequired: number;
  /** The gift granted on reaching it (reason level.changed); none for level 1. */
  gift: GiftSpec | null;
  /** Percent of a week's net real-money losses paid back on Monday (lib/platform/winback). */
  winbackPercent: number;
}

const NAMES: readonly LocalizedText[] = [
  { ru: 'Новичок', en: 'Rookie', it: 'Principiante' },
  { ru: 'Игрок', en: 'Player', it: 'Giocatore' },
  { ru: 'Любитель', en: 'Enthusiast', it: 'Appassionato' },
  { ru: 'Знаток', en: 'Connoisseur', it: 'Intenditore' },
  { ru: 'Профи', en: 'Pro', it: 'Professionista' },
  { ru: 'Мастер', en: 'Master', it: 'Maestro' },
  { ru: 'Эксперт', en: 'Expert', it: 'Esperto' },
  { ru: 'Магнат', en: 'Tycoon', it: 'Magnate' },
  { ru: 'Легенда', en: 'Legend', it: 'Leggenda' },
  { ru: 'Император', en: 'Emperor', it: 'Imperatore' },
];

/**
 * Experience points needed for each level; level 1 is where every player starts. A point is a
 * rouble of real-money stakes (lib/domain/levels/experience.ts), so level 2 comes after 10 000 RUB of play
 * and the top after 5 000 000.
 */
const POINTS = [0, 10_000, 30_000, 70_000, 150_000, 300_000, 600_000, 1_200_000, 2_500_000, 5_000_000];

/**
 * An amount in roubles (minor units) and about its worth in the other currencies, rounded: a
 * cent of a euro, dollar or Canadian dollar is about a rouble (the same rule as experience,
 * lib/domain/levels/experience.ts), 40 kopiyky, 5 tenge.
 */
function worth(rub: number): CurrencyAmounts {
  return { RUB: rub, EUR: rub / 100, USD: rub / 100, CAD: rub / 100, UAH: (rub * 2) / 5, KZT: rub * 5 };
}

const DEPOSIT_LIMITS = (rub: number) => Object.entries(worth(rub)).map(([currency, limit]) => ({ currency, limit }));

/**
 * Each level's gift: bonus money and XP on the way up, deposit bonuses and a bonus offer from the
 * middle, real money at the top. Bonus money is wagered 10 times, deposit bonuses 20 times, like
 * the welcome offer. Sized for the house economics (`npm run economics`): at no level have its
 * gifts and all below it been worth more than about 0.3 % of the stakes it takes to reach it.
 */
const GIFTS: readonly (GiftSpec | null)[] = [
  null,
  { title: { ru: 'Бонус за уровень 2: 20 ₽', en: 'Level 2 bonus: 20 RUB', it: 'Bonus livello 2: 20 RUB' }, terms: { type: 'cash', amounts: worth(2_000), to: 'bonus', wager: 10 }, validDays: 14 },
  { title: { ru: '50 очков опыта', en: '50 experience points', it: '50 punti esperienza' }, terms: { type: 'xp', points: 50 }, validDays: 14 },
  {
    title: { ru: 'Бонус 50% на депозит до 200 ₽', en: '50% deposit bonus up to 200 RUB', it: 'Bonus 50% sul deposito fino a 200 RUB' },
    terms: { type: 'deposit_bonus', percent: 50, maxDeposits: 1, wager: 20 },
    depositLimits: DEPOSIT_LIMITS(20_000),
    validDays: 14,
  },
  { title: { ru: 'Бонус за уровень 5: 300 ₽', en: 'Level 5 bonus: 300 RUB', it: 'Bonus livello 5: 300 RUB' }, terms: { type: 'cash', amounts: worth(30_000), to: 'bonus', wager: 10 }, validDays: 14 },
  {
    title: { ru: 'Бонусное предложение: +75% к депозиту', en: 'Bonus offer: +75% on a deposit', it: 'Offerta bonus: +75% su un deposito' },
    terms: { type: 'bonus_offer', percent: 75, minDeposits: worth(100_000), maxBonus: worth(40_000), wager: 20 },
    validDays: 30,
  },
  { title: { ru: '500 очков опыта', en: '500 experience points', it: '500 punti esperienza' }, terms: { type: 'xp', points: 500 }, validDays: 30 },
  {
    title: { ru: 'Бонус 100% на депозит до 1 500 ₽', en: '100% deposit bonus up to 1 500 RUB', it: 'Bonus 100% sul deposito fino a 1 500 RUB' },
    terms: { type: 'deposit_bonus', percent: 100, maxDeposits: 1, wager: 20 },
    depositLimits: DEPOSIT_LIMITS(150_000),
    validDays: 30,
  },
  { title: { ru: 'Подарок легенды: 2 000 ₽', en: 'Legend gift: 2 000 RUB', it: 'Regalo leggenda: 2 000 RUB' }, terms: { type: 'cash', amounts: worth(200_000), to: 'real', wager: 0 }, validDays: 30 },
  { title: { ru: 'Подарок императора: 10 000 ₽', en: "Emperor's gift: 10 000 RUB", it: "Regalo dell'imperatore: 10 000 RUB" }, terms: { type: 'cash', amounts: worth(1_000_000), to: 'real', wager: 0 }, validDays: 30 },
];

/**
 * The weekly win-back by level, percent of the week's net real-money losses (migration 0039 sets
 * the same on a ladder seeded before). Sized for the house economics: the model counts the best
 * rate times the house edge of the category (1 − RTP) as a share of stakes, and the budget had
 * about 0.3 % of room left; the top 6 % on the 95.5 % instant games is 0.27 % of their stakes.
 */
const WINBACK_PERCENT = [0, 1, 1, 2, 2, 3, 3, 4, 5, 6];

export const LEVELS: readonly LevelSeed[] = NAMES.map((name, i) => ({ index: i + 1, name, pointsRequired: POINTS[i] ?? 0, gift: GIFTS[i] ?? null, winbackPercent: WINBACK_PERCENT[i] ?? 0 }));

export function levelRows() {
  return LEVELS.map((l) => ({ index: l.index, name: l.name, image: artUrl(levelBadgePath(l.index)), pointsRequired: l.pointsRequired, gift: l.gift, winbackPercent: l.winbackPercent }));
}
