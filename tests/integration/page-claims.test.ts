import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { getStaticPage } from '@/lib/platform/content/static-pages';
import { banners, categories, contentBlocks, footerBlocks, gameCategories, games, levels, seoFooterImages, serverConfig, staticPages } from '@/lib/platform/db/schema';
import { WINBACK_VALID_DAYS, WINBACK_WAGER, weekStartOf, winbackAmount, winbackGiftSpec } from '@/lib/domain/winback/winback';
import type { Locale, LocalizedText } from '@/lib/domain/locales';
import { COMPOINT_STAKE_PER_POINT, compointMillisOfStake } from '@/lib/domain/compoints/compoints';
import { DEPOSIT_LIMIT_PERIODS, DEPOSIT_LIMIT_WINDOW_MS, LIMIT_INCREASE_DELAY_MS, REALITY_CHECK_MINUTES, SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS } from '@/lib/domain/protection/protection';
import { CryptoRng, cryptoRng } from '@/lib/platform/games/engines/rng';
import { REGISTRATION_GIFT_DAYS, REGISTRATION_GIFT_LIMITS, REGISTRATION_GIFT_TERMS } from '@/lib/platform/gifts/registration-gift';
import { splitStake } from '@/lib/platform/wallet/stake-rules';
import { wageringAfter } from '@/lib/platform/wallet/wagering';
import { hashPassword } from '@/lib/platform/auth/password';
import { depositMethods } from '@/lib/platform/cashbox/payment-methods';
import { roubles } from '@/lib/platform/seed/static-pages-info';
import { withSeededDb } from './helpers/test-db';

/**
 * Every sentence the seeded site shows players as fact — the static pages, the banners, the
 * lobby's timed block, the footer's texts and marks and the welcome popup, in ru, en and it — is listed here with the rule of
 * the code that keeps it, and checked against that rule. A new paragraph or banner fails the
 * first test until it is listed; a rule that changes fails its check until the page follows.
 * Sentences that promise nothing the code could keep (advice, the operator's own undertakings)
 * are listed too, with the reason.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

type Check = () => Promise<void> | void;
type Claim = { rule: string; check: Check } | { noRule: string };

/** The English text of a claim's unit, for checks that read their own numbers. */
const en = new Map<string, string>();
const text = (key: string) => en.get(key) ?? '';
const source = (file: string) => readFileSync(file, 'utf8');

async function gamesOf(category: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(gameCategories)
    .innerJoin(categories, eq(categories.id, gameCategories.categoryId))
    .innerJoin(games, eq(games.id, gameCategories.gameId))
    .where(and(eq(categories.slug, category), eq(games.active, true)));
  return Number(row?.n ?? 0);
}

const CLAIMS: Record<string, Claim> = {
  'page:about#1': {
    rule: 'the catalogue has slots, table and instant games (categories slots, table, instant)',
    check: async () => {
      for (const slug of ['slots', 'table', 'instant']) expect(await gamesOf(slug)).toBeGreaterThan(0);
    },
  },
  'page:about#2': {
    rule: 'games/engines/rng.ts: rounds are drawn by CryptoRng (node:crypto); every movement is a ledger entry the history lists',
    check: () => {
      expect(cryptoRng).toBeInstanceOf(CryptoRng);
      expect(source('lib/platform/games/engines/rng.ts')).toContain("from 'node:crypto'");
    },
  },
  'page:about#3': { noRule: 'a wish, not a promise; promotions, tournaments and levels are rooms of lib/platform' },
  'page:contacts#1': {
    rule: 'server config messengerLinks (telegram, viber) are in the sidebar; the chat shows only with a provider (site-shell.tsx)',
    check: async () => {
      const [row] = await db.select().from(serverConfig);
      expect(row!.config.messengerLinks).toEqual(expect.objectContaining({ telegram: expect.any(String), viber: expect.any(String) }));
      expect(source('components/layout/site-shell.tsx')).toContain("chat: config.callCenterChat.provider !== 'none'");
    },
  },
  'page:contacts#2': {
    rule: 'the same Telegram address as the server config messengerLinks',
    check: async () => {
      const [row] = await db.select().from(serverConfig);
      expect(row!.config.messengerLinks.telegram).toBe(`https://t.me/${text('page:contacts#2').match(/@(\w+)/)![1]}`);
    },
  },
  'page:contacts#3': { noRule: 'advice to the player' },
  'page:welcome#1': {
    rule: 'gifts/registration-gift.ts REGISTRATION_GIFT_TERMS (percent, maxDeposits) and the RUB deposit limit',
    check: () => {
      const { percent, maxDeposits } = REGISTRATION_GIFT_TERMS;
      const bonus = (REGISTRATION_GIFT_LIMITS.find((l) => l.currency === 'RUB')!.limit * percent) / 100;
      expect(text('page:welcome#1')).toContain(`${percent}% bonus on each of their first ${maxDeposits} deposits, up to ${roubles(bonus, 'en')}`);
    },
  },
  'page:welcome#2': {
    rule: 'REGISTRATION_GIFT_DAYS (the gift expires) and REGISTRATION_GIFT_TERMS.wager (wagering added by the deposit bonus)',
    check: () => {
      expect(text('page:welcome#2')).toContain(`for ${REGISTRATION_GIFT_DAYS} days`);
      expect(text('page:welcome#2')).toContain(`wagered ${REGISTRATION_GIFT_TERMS.wager} times`);
    },
  },
  'page:welcome#3': {
    rule: 'wallet/stake-rules.ts splitStake: bonus money only where the game allows it',
    check: () => {
      expect(() => splitStake({ real: 0, bonus: 1_000, play: 0 }, 100, 'real', false)).toThrow();
      expect(splitStake({ real: 0, bonus: 1_000, play: 0 }, 100, 'real', true).bonus).toBe(100);
    },
  },
  'page:winback#1': { rule: 'winback/weekly-payout.ts: the week’s net real-money losses (stakes minus wins)', check: () => expect(source('lib/platform/winback/weekly-payout.ts')).toContain('sum(${gameRounds.bet} - ${gameRounds.win})') },
  'page:winback#2': {
    rule: 'levels.winback_percent by level; the sweeper pays each week once it has ended, on Monday (weekStartOf)',
    check: () => {
      expect(weekStartOf(new Date('2026-12-02T12:00:00Z')).toISOString()).toBe('2026-11-30T00:00:00.000Z');
      expect(new Date('2026-11-30T00:00:00Z').getUTCDay()).toBe(1);
    },
  },
  'page:winback#3': {
    rule: 'the levels table’s winback_percent, and winbackAmount (nothing for a week ended ahead)',
    check: async () => {
      const rates = await db.select({ index: levels.index, percent: levels.winbackPercent }).from(levels);
      for (const { index, percent } of rates.filter((r) => r.percent > 0)) expect(text('page:winback#3')).toMatch(new RegExp(`${percent}\\s%[^.]*\\b${index}\\b`));
      expect(winbackAmount(5, -1_000)).toBe(0);
      // The operator changes a rate: the page, as served, says the new one at once.
      const top = rates.reduce((a, b) => (a.index > b.index ? a : b));
      await db.update(levels).set({ winbackPercent: top.percent + 1 }).where(eq(levels.index, top.index));
      try {
        const paragraph = (await getStaticPage(db, 'winback', 'en'))!.paragraphs[2]!;
        expect(paragraph).toMatch(new RegExp(`${top.percent + 1}\\s% at level ${top.index}\\b`));
        expect(paragraph).not.toMatch(new RegExp(`\\b${top.percent}\\s% at level ${top.index}\\b`));
      } finally {
        await db.update(levels).set({ winbackPercent: top.percent }).where(eq(levels.index, top.index));
      }
    },
  },
  'page:winback#4': {
    rule: 'lib/domain/winback/winback.ts WINBACK_VALID_DAYS, WINBACK_WAGER (a cash gift of bonus money)',
    check: () => {
      expect(text('page:winback#4')).toContain(`within ${WINBACK_VALID_DAYS} days`);
      expect(text('page:winback#4')).toContain(`${WINBACK_WAGER}× wagering`);
      expect(winbackGiftSpec('RUB', 100).terms).toMatchObject({ type: 'cash', to: 'bonus', wager: WINBACK_WAGER });
    },
  },
  'page:winback#5': { rule: 'the balance’s winback (spec Balance winback), shown beside the balance', check: () => expect(source('lib/platform/wallet/balances.ts')).toContain('winback') },
  'page:compoints-about#1': {
    rule: 'games/studio-rounds.ts: compoints only for real-money slot stakes',
    check: () => expect(source('lib/platform/games/studio-rounds.ts')).toContain("compointMillis: round.outcome.kind === 'slot' ? compointMillisOfStake(debited.real"),
  },
  'page:compoints-about#2': {
    rule: 'the compoints shop (compoints/purchase.ts) and paid tournaments’ entry fee in compoints',
    check: () => {
      expect(source('lib/platform/compoints/purchase.ts')).toContain('compoint');
      expect(source('lib/platform/tournaments/errors.ts')).toContain('insufficient_compoint_balance');
    },
  },
  'page:compoints-about#3': {
    rule: 'lib/domain/compoints/compoints.ts COMPOINT_STAKE_PER_POINT: one rate per currency, none per level',
    check: () => {
      expect(text('page:compoints-about#3')).toContain(`1 compoint for every ${roubles(COMPOINT_STAKE_PER_POINT.RUB!, 'en')}`);
      expect(COMPOINT_STAKE_PER_POINT.EUR).toBe(100);
      expect(COMPOINT_STAKE_PER_POINT.USD).toBe(100);
      // The rate takes the stake and the currency only: no level.
      expect(compointMillisOfStake.length).toBe(2);
    },
  },
  'page:faq#1': {
    rule: 'games.has_demo_mode: most active games have it',
    check: async () => {
      const rows = await db.select({ demo: games.hasDemoMode }).from(games).where(eq(games.active, true));
      expect(rows.filter((g) => g.demo).length * 2).toBeGreaterThan(rows.length);
    },
  },
  'page:faq#2': {
    rule: 'cashbox/deposit-completion.ts: a deposit moves money when its provider reports it paid',
    check: () => expect(source('lib/platform/cashbox/deposit-completion.ts')).toContain('paid'),
  },
  'page:faq#3': {
    rule: 'cashbox/payouts.ts: a payout is held as new until the operator pays it; the player cancels a new one',
    check: () => {
      expect(source('lib/platform/cashbox/payouts.ts')).toContain('payout_not_cancellable');
    },
  },
  'page:faq#4': { rule: 'games.disabled: games/game-run.ts refuses a disabled game (game_disabled)', check: () => expect(source('lib/platform/games/game-run.ts')).toContain("if (game.disabled) throw gameError('game_disabled')") },
  'page:rules#1': { noRule: 'the player’s undertaking; the age is confirmed at sign-up (accounts/registration)' },
  'page:rules#2': { rule: 'account-links: linked accounts (device, address, payment instrument) lose rewards', check: () => expect(source('lib/platform/promotions/reward-gates.ts')).toContain('linked') },
  'page:rules#3': { rule: 'wallet: stakes in the account currency; the round is drawn on the server before its answer', check: () => expect(cryptoRng).toBeInstanceOf(CryptoRng) },
  'page:rules#4': {
    rule: 'cashbox/payouts.ts: wagering_not_complete, phone/documents checks, amount_out_of_range',
    check: () => {
      const payouts = source('lib/platform/cashbox/payouts.ts');
      for (const code of ['wagering_not_complete', 'amount_out_of_range', 'documents_not_verified']) expect(payouts).toContain(code);
    },
  },
  'page:rules#5': { noRule: 'the operator’s undertaking' },
  'page:privacy#1': { noRule: 'the operator’s undertaking' },
  'page:privacy#2': {
    rule: 'auth/password.ts: Argon2id hashes only',
    check: async () => expect(await hashPassword('a password')).toMatch(/^\$argon2id\$/),
  },
  'page:privacy#3': { noRule: 'the operator’s undertaking' },
  'page:responsible-gaming#1': { noRule: 'advice to the player' },
  'page:responsible-gaming#2': {
    rule: 'lib/domain/protection/protection.ts DEPOSIT_LIMIT_PERIODS, DEPOSIT_LIMIT_WINDOW_MS, LIMIT_INCREASE_DELAY_MS',
    check: () => {
      expect(DEPOSIT_LIMIT_PERIODS).toEqual(['day', 'week', 'month']);
      expect(DEPOSIT_LIMIT_WINDOW_MS).toEqual({ day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 });
      expect(LIMIT_INCREASE_DELAY_MS).toBe(86_400_000);
    },
  },
  'page:responsible-gaming#3': { rule: 'REALITY_CHECK_MINUTES', check: () => expect(REALITY_CHECK_MINUTES.filter((m) => m > 0)).toEqual([15, 30, 60, 120]) },
  'page:responsible-gaming#4': {
    rule: 'TIME_OUT_PERIODS; protection/exclusion.ts ends sessions; exclusion/excluded-now.ts stops marketing',
    check: () => expect(TIME_OUT_PERIODS).toEqual(['24h', '7d', '30d']),
  },
  'page:responsible-gaming#5': { rule: 'SELF_EXCLUSION_PERIODS', check: () => expect(SELF_EXCLUSION_PERIODS).toEqual(['6m', 'permanent']) },
  'page:responsible-gaming#6': { noRule: 'advice, and the compliance staff’s review of documents' },
  'page:aml#1': { noRule: 'the operator’s undertaking' },
  'page:aml#2': { rule: 'verifications (identity documents) and account-links (linked accounts)', check: () => expect(source('lib/platform/documents/review.ts')).toContain('approve') },
  'page:aml#3': { rule: 'cashbox/payouts.ts: every payout waits as new for the operator', check: () => expect(source('lib/platform/cashbox/payouts.ts')).toContain("'new'") },
  'page:bonus-terms#1': {
    rule: 'REGISTRATION_GIFT_TERMS.wager; each gift’s own wager',
    check: () => expect(text('page:bonus-terms#1')).toContain(`${REGISTRATION_GIFT_TERMS.wager} times its amount`),
  },
  'page:bonus-terms#2': {
    rule: 'wallet/wagering.ts wageringAfter: every real-money stake counts down; stake-rules.ts: bonus only where allowed',
    check: async () => {
      // A stake of any game counts down what is owed: wageringAfter does not ask which game.
      expect(wageringAfter(db, { type: 'bet', userId: 0, currency: 'RUB' }, { real: 0, bonus: 0 }, 500)).toBe(500);
      expect(wageringAfter.length).toBe(4);
    },
  },
  'page:bonus-terms#3': { rule: 'cashbox/payouts.ts wagering_not_complete', check: () => expect(source('lib/platform/cashbox/payouts.ts')).toContain('wagering_not_complete') },
  'banner:/welcome#title': {
    rule: 'the registration gift: percent × the RUB deposit limit',
    check: () => expect(text('banner:/welcome#title')).toContain(roubles((REGISTRATION_GIFT_LIMITS.find((l) => l.currency === 'RUB')!.limit * REGISTRATION_GIFT_TERMS.percent) / 100, 'en')),
  },
  'banner:/welcome#subtitle': {
    rule: 'REGISTRATION_GIFT_TERMS',
    check: () => expect(text('banner:/welcome#subtitle')).toBe(`${REGISTRATION_GIFT_TERMS.percent}% on each of your first five deposits`),
  },
  'banner:/games/newgames#title': { noRule: 'a heading' },
  'banner:/games/newgames#subtitle': { rule: 'the newgames category', check: async () => expect(await gamesOf('newgames')).toBeGreaterThan(0) },
  'banner:/promo#title': { noRule: 'a heading' },
  'banner:/promo#subtitle': { rule: 'promotions/round-points.ts: 1 % of every real-money win grows a promo’s pool', check: () => expect(source('lib/platform/promotions/round-points.ts')).toContain('poolShareOfWin') },
  'banner:/games/jackpot#title': { noRule: 'a heading' },
  'banner:/games/jackpot#subtitle': { rule: 'the jackpot category', check: async () => expect(await gamesOf('jackpot')).toBeGreaterThan(0) },
  'banner:/tournaments#title': { rule: 'tournaments award prizes (tournaments/prizes.ts)', check: () => expect(source('lib/platform/tournaments/prizes.ts')).toContain('prize') },
  'banner:/tournaments#subtitle': { rule: 'tournaments/prizes.ts', check: () => expect(source('lib/platform/tournaments/prizes.ts')).toContain('prize') },
  'banner:/producers/*#title': { noRule: 'the studio’s name' },
  'banner:/producers/*#subtitle': { rule: 'the producer page lists every game of the studio', check: async () => expect((await db.select().from(categories).where(eq(categories.type, 'producer'))).length).toBeGreaterThan(0) },
  'block:lobby-hero#title': { noRule: 'a heading' },
  'block:lobby-hero#body': {
    rule: 'the newgames category; demo play for guests (games.has_demo_mode)',
    check: async () => expect((await db.select().from(games).where(eq(games.hasDemoMode, true))).length).toBeGreaterThan(0),
  },
  'footer:license': { noRule: 'the operator’s licence, which the operator holds and states (content they edit)' },
  'footer:responsible': { noRule: 'advice to the player; the 18+ rule is confirmed at sign-up' },
  'footer:copyright': { noRule: 'a notice' },
  'mark:age18': { noRule: 'the 18+ rule, confirmed at sign-up' },
  'mark:licence': { noRule: 'the operator’s licence (content they edit)' },
  'mark:responsible': { rule: 'the protection room: limits, reality check, time-out, self-exclusion', check: () => expect(TIME_OUT_PERIODS.length).toBeGreaterThan(0) },
  'mark:card': { rule: 'cashbox/payment-methods.ts: a card method', check: () => expect(depositMethods('RUB').some((m) => m.code === 'card')).toBe(true) },
  'mark:ewallet': { rule: 'cashbox/payment-methods.ts: a wallet method', check: () => expect(depositMethods('RUB').some((m) => m.code === 'wallet')).toBe(true) },
  'mark:crypto': { rule: 'cashbox/payment-methods.ts: a crypto method', check: () => expect(depositMethods('RUB').some((m) => m.code === 'crypto')).toBe(true) },
  'popup#title': { noRule: 'a heading' },
  'popup#body': {
    rule: 'REGISTRATION_GIFT_TERMS and the RUB deposit limit',
    check: () =>
      expect(text('popup#body')).toContain(
        `${REGISTRATION_GIFT_TERMS.percent}% bonus on each of your first five deposits, up to ${roubles((REGISTRATION_GIFT_LIMITS.find((l) => l.currency === 'RUB')!.limit * REGISTRATION_GIFT_TERMS.percent) / 100, 'en')}`,
      ),
  },
};

type Three = { ru: string; en: string; it: string };
const three = (t: LocalizedText): Three => ({ ru: t.ru ?? '', en: t.en ?? '', it: t.it ?? '' });

/** Every unit of text players see as fact, keyed as CLAIMS is, with its three languages. */
async function shownTexts(): Promise<Map<string, Three>> {
  const units = new Map<string, Three>();
  for (const page of await db.select().from(staticPages)) {
    // As served: the body's `{name}` tokens filled with the operator's current figures.
    const served = async (locale: Locale) => (await getStaticPage(db, page.slug, locale))!.paragraphs;
    const paragraphs = { ru: await served('ru'), en: await served('en'), it: await served('it') };
    expect([page.slug, paragraphs.ru.length, paragraphs.it.length]).toEqual([page.slug, paragraphs.en.length, paragraphs.en.length]);
    paragraphs.en.forEach((_, i) => units.set(`page:${page.slug}#${i + 1}`, { ru: paragraphs.ru[i]!, en: paragraphs.en[i]!, it: paragraphs.it[i]! }));
  }
  for (const banner of await db.select().from(banners)) {
    const url = banner.url.startsWith('/producers/') ? '/producers/*' : banner.url;
    units.set(`banner:${url}#title`, three(banner.title));
    units.set(`banner:${url}#subtitle`, three(banner.subtitle));
  }
  for (const block of await db.select().from(contentBlocks)) {
    units.set(`block:${block.key}#title`, three(block.title));
    units.set(`block:${block.key}#body`, three(block.body));
  }
  for (const block of await db.select().from(footerBlocks)) units.set(`footer:${block.key}`, three(block.content));
  for (const mark of await db.select().from(seoFooterImages)) units.set(`mark:${mark.image.replace(/^.*\/|\.webp$/g, '')}`, three(mark.alt));
  const [config] = await db.select().from(serverConfig);
  const popup = config!.config.promoPopup as { title: LocalizedText; body: LocalizedText };
  units.set('popup#title', three(popup.title));
  units.set('popup#body', three(popup.body));
  return units;
}

it('every sentence shown as fact is listed with the rule that keeps it, in all three languages', async () => {
  const units = await shownTexts();
  for (const [key, value] of units) {
    en.set(key, value.en);
    expect([key, value.ru.length > 0, value.it.length > 0]).toEqual([key, true, true]);
  }
  expect([...units.keys()].filter((key) => !(key in CLAIMS))).toEqual([]);
  // The three languages say the same numbers (the checks below read the English one).
  const numbers = (s: string) => (s.replace(/(\d)[\s\u00a0\u202f,.](?=\d{3}\b)/g, '$1').match(/\d+/g) ?? []).sort();
  for (const [key, value] of units) expect([key, numbers(value.ru), numbers(value.it)]).toEqual([key, numbers(value.en), numbers(value.en)]);
  // No claim is listed for a text the site no longer shows.
  expect(Object.keys(CLAIMS).filter((key) => !units.has(key))).toEqual([]);
});

it.each(Object.entries(CLAIMS).filter((entry): entry is [string, { rule: string; check: Check }] => 'rule' in entry[1]))('%s is kept by its rule', async (key, claim) => {
  if (en.size === 0) for (const [k, value] of await shownTexts()) en.set(k, value.en);
  expect(claim.rule.length).toBeGreaterThan(0);
  await claim.check();
});
