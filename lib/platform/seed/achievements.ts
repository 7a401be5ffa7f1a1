import 'server-only';
import { sql } from 'drizzle-orm';
import type { AchievementSeed } from '@/lib/domain/achievements/achievements';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { Executor } from '@/lib/platform/db/executor';
import { achievements } from '@/lib/platform/db/schema';
import { achievementBadgePath, artUrl } from './urls';

/**
 * The seeded achievements: real conditions, each driven by its own event
 * (lib/platform/achievements/achievement-events.ts), each with the gift it grants (reason
 * `achievement`). Upserted by slug on every start, so a database seeded before achievements
 * existed gets them and an edited text reaches it; progress rows are never touched.
 */

const rub = (roubles: number) => ({ RUB: roubles * 100, EUR: roubles, USD: roubles, UAH: roubles * 40, KZT: roubles * 500, CAD: roubles * 1.4 });
const cash = (roubles: number, title: GiftSpec['title']): GiftSpec => ({
  title,
  terms: { type: 'cash', amounts: roundAmounts(rub(roubles)), to: 'bonus', wager: 20 },
  validDays: 14,
});
const xp = (points: number): GiftSpec => ({
  title: { ru: `${points} очков опыта`, en: `${points} experience points`, it: `${points} punti esperienza` },
  terms: { type: 'xp', points },
  validDays: 30,
});
const compoints = (n: number): GiftSpec => ({
  title: { ru: `${n} компоинтов`, en: `${n} compoints`, it: `${n} compoint` },
  terms: { type: 'compoint', compoints: n },
  validDays: 30,
});

function roundAmounts(amounts: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(amounts).map(([currency, amount]) => [currency, Math.round(amount)]));
}

export interface AchievementSeedRow extends AchievementSeed {
  gift: GiftSpec | null;
}

export const ACHIEVEMENTS: readonly AchievementSeedRow[] = [
  {
    slug: 'first_deposit',
    kind: 'first_deposit',
    target: 1,
    title: { ru: 'Первый депозит', en: 'First deposit', it: 'Primo deposito' },
    description: { ru: 'Пополните счёт в первый раз.', en: 'Make your first deposit.', it: 'Effettua il tuo primo deposito.' },
    gift: cash(100, { ru: '100 ₽ бонусом', en: 'Bonus of 100 RUB', it: 'Bonus di 100 RUB' }),
  },
  {
    slug: 'real_rounds_10',
    kind: 'real_rounds',
    target: 10,
    title: { ru: 'Разминка', en: 'Warm-up', it: 'Riscaldamento' },
    description: { ru: 'Сыграйте 10 раундов на реальные деньги.', en: 'Play 10 rounds for real money.', it: 'Gioca 10 round con denaro reale.' },
    gift: xp(20),
  },
  {
    slug: 'real_rounds_100',
    kind: 'real_rounds',
    target: 100,
    title: { ru: 'Завсегдатай', en: 'Regular', it: 'Habitué' },
    description: { ru: 'Сыграйте 100 раундов на реальные деньги.', en: 'Play 100 rounds for real money.', it: 'Gioca 100 round con denaro reale.' },
    gift: compoints(10),
  },
  {
    slug: 'big_win_10x',
    kind: 'big_win',
    target: 10,
    title: { ru: 'Большой выигрыш', en: 'Big win', it: 'Grande vincita' },
    description: { ru: 'Выиграйте в 10 раз больше ставки за один раунд на реальные деньги.', en: 'Win at least 10 times your stake in one real-money round.', it: 'Vinci almeno 10 volte la puntata in un round con denaro reale.' },
    gift: cash(200, { ru: '200 ₽ бонусом', en: 'Bonus of 200 RUB', it: 'Bonus di 200 RUB' }),
  },
  {
    slug: 'providers_3',
    kind: 'providers',
    target: 3,
    title: { ru: 'Исследователь', en: 'Explorer', it: 'Esploratore' },
    description: { ru: 'Запустите на реальные деньги игры трёх разных провайдеров.', en: 'Play games of 3 different providers for real money.', it: 'Gioca con denaro reale ai giochi di 3 provider diversi.' },
    gift: xp(30),
  },
  {
    slug: 'verified_phone',
    kind: 'verified_phone',
    target: 1,
    title: { ru: 'На связи', en: 'Within reach', it: 'Raggiungibile' },
    description: { ru: 'Подтвердите номер телефона.', en: 'Verify your phone number.', it: 'Verifica il tuo numero di telefono.' },
    gift: compoints(5),
  },
  {
    slug: 'verified_email',
    kind: 'verified_email',
    target: 1,
    title: { ru: 'Почта в порядке', en: 'Mail confirmed', it: 'Posta confermata' },
    description: { ru: 'Подтвердите адрес электронной почты.', en: 'Verify your e-mail address.', it: 'Verifica il tuo indirizzo e-mail.' },
    gift: compoints(5),
  },
  {
    slug: 'level_5',
    kind: 'level',
    target: 5,
    title: { ru: 'Профи', en: 'Pro', it: 'Professionista' },
    description: { ru: 'Достигните 5-го уровня.', en: 'Reach level 5.', it: 'Raggiungi il livello 5.' },
    gift: cash(500, { ru: '500 ₽ бонусом', en: 'Bonus of 500 RUB', it: 'Bonus di 500 RUB' }),
  },
];

export function achievementRows() {
  return ACHIEVEMENTS.map((a, i) => ({
    slug: a.slug,
    title: a.title,
    description: a.description,
    image: artUrl(achievementBadgePath(a.slug)),
    kind: a.kind,
    target: a.target,
    gift: a.gift,
    sortOrder: i + 1,
  }));
}

/** Inserts the achievements, or updates their texts, picture, target and gift by slug. */
export async function ensureAchievements(db: Executor): Promise<void> {
  await db
    .insert(achievements)
    .values(achievementRows())
    .onConflictDoUpdate({
      target: achievements.slug,
      set: {
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        image: sql`excluded.image`,
        kind: sql`excluded.kind`,
        target: sql`excluded.target`,
        gift: sql`excluded.gift`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
