import 'server-only';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { LocalizedText } from '@/lib/domain/locales';
import type { PluralNames, PromotionPointRules, PromotionPrizeKind } from '@/lib/domain/promotions/promotion-dtos';
import type { PromotionContainerTemplate, PromotionTemplate } from '@/lib/domain/promotions/promotions';

/**
 * What the seed's promotions are: every page type (static, exchange, lottery), every
 * template (1–5) and container template, past, active and future ones, with and without the
 * participate button and high-fives, prizes of gifts, money and compoints priced in the promo's
 * currency and its additional one. Written into the database by promotions.ts.
 */

const text = (ru: string, en: string, it: string): LocalizedText => ({ ru, en, it });
/** A sum in roubles with about the same worth in the other currencies (as the tournaments' prizes). */
const money = (roubles: number) => ({ RUB: roubles * 100, EUR: roubles, USD: roubles, CAD: Math.round(roubles * 1.4), UAH: roubles * 40, KZT: roubles * 500 });
/** Minor money of real-money play per whole point: `roubles` per point, the same worth elsewhere. */
const perPoint = (roubles: number) => ({ RUB: roubles * 100, EUR: roubles, USD: roubles, CAD: Math.round(roubles * 1.4), UAH: roubles * 40, KZT: roubles * 500 });

export interface PromotionCurrencySeed {
  code: string;
  name: Record<'ru' | 'en' | 'it', Partial<PluralNames>>;
  /** Hue of its generated icon. */
  hue: number;
  url: string | null;
}

export const PROMO_CURRENCIES: readonly PromotionCurrencySeed[] = [
  {
    code: 'coins',
    name: { ru: { one: 'монета', few: 'монеты', many: 'монет', other: 'монеты' }, en: { one: 'coin', other: 'coins' }, it: { one: 'moneta', other: 'monete' } },
    hue: 45,
    url: '/promo-coins',
  },
  {
    code: 'tickets',
    name: { ru: { one: 'билет', few: 'билета', many: 'билетов', other: 'билета' }, en: { one: 'ticket', other: 'tickets' }, it: { one: 'biglietto', other: 'biglietti' } },
    hue: 200,
    url: null,
  },
  {
    code: 'stars',
    name: { ru: { one: 'звезда', few: 'звезды', many: 'звёзд', other: 'звезды' }, en: { one: 'star', other: 'stars' }, it: { one: 'stella', other: 'stelle' } },
    hue: 280,
    url: null,
  },
];

export interface PromotionPrizeSeed {
  title: LocalizedText;
  /** Whole points. */
  price: number;
  /** Priced in the additional currency instead of the main one. */
  additional?: boolean;
  kind: PromotionPrizeKind;
  gift?: GiftSpec;
  roubles?: number;
  compoints?: number;
  quantity: number | null;
  hue: number;
}

export interface PromotionSeed {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  rules: LocalizedText;
  fund: LocalizedText;
  template: PromotionTemplate | null;
  container: PromotionContainerTemplate;
  startDay: number;
  endDay: number;
  currency: string;
  additionalCurrency?: string;
  highFives: boolean;
  participantButton: boolean;
  pointRules: PromotionPointRules;
  depositGoals?: { id: number; roubles: number; points: number }[];
  /** The prize pool's start, roubles; absent: no pool. */
  poolRoubles?: number;
  tableEntryPoints?: number;
  games?: string[];
  prizes: PromotionPrizeSeed[];
  /** Whole points of the seeded rivals (tournament-seeds.ts RIVALS), in order. */
  rivals?: number[];
  /** Past promos: the rival who got each prize, by prize index. */
  winners?: number[][];
  hue: number;
  sortPriority?: number;
}

const bonusGift = (roubles: number): GiftSpec => ({
  title: text(`${roubles} ₽ бонусом`, `Bonus of ${roubles} RUB`, `Bonus di ${roubles} RUB`),
  terms: { type: 'cash', amounts: money(roubles), to: 'bonus', wager: 20 },
  validDays: 14,
});
const spinsGift = (spins: number): GiftSpec => ({
  title: text(`${spins} фриспинов в Cherry Blaze`, `${spins} free spins in Cherry Blaze`, `${spins} giri gratis in Cherry Blaze`),
  terms: { type: 'giftspin', gameSlug: 'cherry-blaze', spins, stakes: money(10), wager: 30 },
  validDays: 7,
});

const gift = (title: LocalizedText, price: number, spec: GiftSpec, quantity: number | null, hue: number, additional = false): PromotionPrizeSeed => ({ title, price, kind: 'gift', gift: spec, quantity, hue, additional });
const cash = (roubles: number, price: number, quantity: number | null, hue: number): PromotionPrizeSeed => ({
  // Paid as bonus money with wagering (the reward rule, lib/domain/economics/reward-money.ts).
  title: text(`${roubles.toLocaleString('ru-RU')} ₽ бонусом`, `${roubles.toLocaleString('en-US')} RUB bonus`, `${roubles.toLocaleString('it-IT')} RUB di bonus`),
  price,
  kind: 'money',
  roubles,
  quantity,
  hue,
});
const compoints = (n: number, price: number, quantity: number | null, hue: number, additional = false): PromotionPrizeSeed => ({
  title: text(`${n} компоинтов`, `${n} compoints`, `${n} compoint`),
  price,
  kind: 'compoints',
  compoints: n,
  quantity,
  hue,
  additional,
});

const LOTTERY_RULES = text(
  'Каждые 100 ₽ ставок на реальные деньги в любых играх приносят 1 билет. Чем больше билетов, тем выше шанс: в конце акции победители выбираются случайно, с весом по числу билетов. Один игрок выигрывает не больше одного приза.\n\nНажмите «Участвовать», чтобы билеты начали начисляться. Дневные цели депозита приносят дополнительные билеты.',
  'Every 100 RUB of real-money stakes in any game brings 1 ticket. More tickets mean better chances: when the promotion ends, winners are drawn at random, weighted by tickets. One player wins at most one prize.\n\nPress “Take part” for your tickets to start counting. Daily deposit goals bring extra tickets.',
  'Ogni 100 RUB di puntate in denaro reale in qualsiasi gioco valgono 1 biglietto. Più biglietti, più possibilità: alla fine della promozione i vincitori vengono estratti a caso, in proporzione ai biglietti. Un giocatore vince al massimo un premio.\n\nPremi «Partecipa» perché i biglietti inizino a contare. Gli obiettivi di deposito giornalieri danno biglietti extra.',
);
const EXCHANGE_RULES = text(
  'Монеты начисляются за ставки на реальные деньги (1 монета за каждые 500 ₽) и за выигрыши (1 монета за каждые 2 000 ₽). Дайте пять другим участникам: +1 монета вам и им, +5 за каждые пять отданных, +10 за каждые пять полученных.\n\nОбменивайте монеты на призы в любой момент, пока идёт акция. Звёзды приносят дневные цели депозита.',
  'Coins come from real-money stakes (1 coin for every 500 RUB) and wins (1 coin for every 2,000 RUB). High-five other participants: +1 coin to you and to them, +5 for every five given, +10 for every five received.\n\nExchange coins for prizes at any time while the promotion runs. Stars come from daily deposit goals.',
  'Le monete arrivano dalle puntate in denaro reale (1 moneta ogni 500 RUB) e dalle vincite (1 moneta ogni 2.000 RUB). Dai il cinque agli altri partecipanti: +1 moneta a te e a loro, +5 ogni cinque dati, +10 ogni cinque ricevuti.\n\nScambia le monete con i premi in qualsiasi momento finché la promozione è attiva. Le stelle arrivano dagli obiettivi di deposito giornalieri.',
);
const GOALS = [
  { id: 1, roubles: 1_000, points: 5 },
  { id: 2, roubles: 5_000, points: 20 },
  { id: 3, roubles: 20_000, points: 50 },
];

export const PROMO_SEEDS: readonly PromotionSeed[] = [
  {
    slug: 'grand-lottery',
    title: text('Большая лотерея', 'The grand lottery', 'La grande lotteria'),
    description: text('Ставьте, копите билеты и выиграйте призы из растущего фонда.', 'Play, collect tickets and win prizes from a growing fund.', 'Gioca, raccogli biglietti e vinci premi da un montepremi che cresce.'),
    rules: LOTTERY_RULES,
    fund: text('Фонд 50 000 ₽ и растёт', 'Fund of 50,000 RUB and growing', 'Montepremi di 50.000 RUB e in crescita'),
    template: 'template1',
    container: 'default',
    startDay: -3,
    endDay: 25,
    currency: 'tickets',
    highFives: true,
    participantButton: true,
    pointRules: { stake: perPoint(100), win: null },
    depositGoals: GOALS,
    poolRoubles: 50_000,
    tableEntryPoints: 5,
    prizes: [cash(20_000, 0, 1, 30), gift(text('Бонус 5 000 ₽', 'Bonus of 5,000 RUB', 'Bonus di 5.000 RUB'), 0, bonusGift(5_000), 2, 50), compoints(500, 0, 5, 140)],
    rivals: [62, 48, 33, 27, 19, 12, 8, 3],
    hue: 40,
    sortPriority: 10,
  },
  {
    slug: 'coin-exchange',
    title: text('Обмен монет', 'Coin exchange', 'Scambio di monete'),
    description: text('Копите монеты за игру и пятюни и меняйте их на призы.', 'Earn coins by playing and high-fiving, and swap them for prizes.', 'Guadagna monete giocando e dando il cinque, e scambiale con premi.'),
    rules: EXCHANGE_RULES,
    fund: text('Призы на 300 000 ₽', 'Prizes worth 300,000 RUB', 'Premi per 300.000 RUB'),
    template: 'template2',
    container: 'secondary',
    startDay: -5,
    endDay: 30,
    currency: 'coins',
    additionalCurrency: 'stars',
    highFives: true,
    participantButton: false,
    // 1 coin per 500 RUB staked and per 2 000 RUB won, and at most about 0.8 RUB of prizes a coin:
    // the exchange returns about 0.2 % of stakes (`npm run economics`).
    pointRules: { stake: perPoint(500), win: perPoint(2_000) },
    depositGoals: GOALS,
    tableEntryPoints: 5,
    prizes: [
      compoints(20, 10, null, 140),
      gift(text('20 фриспинов', '20 free spins', '20 giri gratis'), 250, spinsGift(20), null, 330),
      gift(text('Бонус 500 ₽', 'Bonus of 500 RUB', 'Bonus di 500 RUB'), 650, bonusGift(500), null, 50),
      cash(1_000, 1_300, 20, 30),
      compoints(300, 30, 10, 260, true),
    ],
    rivals: [140, 96, 71, 55, 40, 22, 11, 6],
    hue: 140,
    sortPriority: 9,
  },
  {
    slug: 'birthday-week',
    title: text('Неделя дня рождения', 'Birthday week', 'Settimana del compleanno'),
    description: text('Казино празднует день рождения: лотерея с подарками для всех.', 'The casino turns one: a lottery with gifts for everyone.', 'Il casinò compie gli anni: una lotteria con regali per tutti.'),
    rules: LOTTERY_RULES,
    fund: text('Фонд 25 000 ₽', 'Fund of 25,000 RUB', 'Montepremi di 25.000 RUB'),
    template: 'template3',
    container: 'birthday',
    startDay: 5,
    endDay: 12,
    currency: 'tickets',
    highFives: false,
    participantButton: true,
    pointRules: { stake: perPoint(100), win: null },
    prizes: [cash(10_000, 0, 1, 330), gift(text('50 фриспинов', '50 free spins', '50 giri gratis'), 0, spinsGift(50), 5, 0)],
    hue: 330,
    sortPriority: 8,
  },
  {
    slug: 'slots-marathon',
    title: text('Слот-марафон', 'Slots marathon', 'Maratona di slot'),
    description: text('Билеты только за слоты недели — три игры, три шанса.', 'Tickets for the slots of the week only: three games, three chances.', 'Biglietti solo per le slot della settimana: tre giochi, tre possibilità.'),
    rules: LOTTERY_RULES,
    fund: text('Фонд 15 000 ₽', 'Fund of 15,000 RUB', 'Montepremi di 15.000 RUB'),
    template: 'template4',
    container: 'third',
    startDay: -2,
    endDay: 9,
    currency: 'tickets',
    highFives: false,
    participantButton: false,
    pointRules: { stake: perPoint(100), win: null },
    games: ['cherry-blaze', 'pharaohs-dawn', 'dragons-hoard'],
    prizes: [gift(text('Бонус 3 000 ₽', 'Bonus of 3,000 RUB', 'Bonus di 3.000 RUB'), 0, bonusGift(3_000), 3, 200), compoints(200, 0, 5, 140)],
    rivals: [30, 21, 9],
    hue: 260,
    sortPriority: 7,
  },
  {
    slug: 'autumn-exchange',
    title: text('Осенний обмен', 'Autumn exchange', 'Scambio d’autunno'),
    description: text('Акция завершена: спасибо всем участникам!', 'This promotion is over: thank you all!', 'Questa promozione è terminata: grazie a tutti!'),
    rules: EXCHANGE_RULES,
    fund: text('Призы на 100 000 ₽', 'Prizes worth 100,000 RUB', 'Premi per 100.000 RUB'),
    template: 'template5',
    container: 'default',
    startDay: -45,
    endDay: -15,
    currency: 'coins',
    highFives: true,
    participantButton: false,
    pointRules: { stake: perPoint(50), win: perPoint(200) },
    prizes: [compoints(100, 20, null, 140), cash(2_000, 200, 5, 30)],
    rivals: [80, 64, 51, 20],
    winners: [[0, 1, 2], [0]],
    hue: 20,
  },
  {
    slug: 'summer-lottery',
    title: text('Летняя лотерея', 'Summer lottery', 'Lotteria d’estate'),
    description: text('Розыгрыш состоялся: победители ниже.', 'The draw is done: the winners are below.', 'L’estrazione è avvenuta: i vincitori sono qui sotto.'),
    rules: LOTTERY_RULES,
    fund: text('Фонд 30 000 ₽', 'Fund of 30,000 RUB', 'Montepremi di 30.000 RUB'),
    template: 'template1',
    container: 'default',
    startDay: -70,
    endDay: -40,
    currency: 'tickets',
    highFives: false,
    participantButton: true,
    pointRules: { stake: perPoint(100), win: null },
    poolRoubles: 30_000,
    prizes: [cash(15_000, 0, 1, 30), compoints(300, 0, 3, 140)],
    rivals: [44, 39, 25, 17, 9],
    winners: [[1], [0, 3, 4]],
    hue: 60,
  },
  {
    slug: 'vip-club',
    title: text('VIP-клуб', 'The VIP club', 'Il club VIP'),
    description: text('Персональный менеджер, быстрые выплаты и особые подарки.', 'A personal manager, fast payouts and special gifts.', 'Un manager personale, prelievi rapidi e regali speciali.'),
    rules: text(
      'Приглашение в VIP-клуб приходит игрокам с 10-го уровня. Участники получают персонального менеджера, выплаты вне очереди и подарки ко дню рождения.',
      'Players from level 10 up are invited to the VIP club. Members get a personal manager, payouts ahead of the queue and birthday gifts.',
      'I giocatori dal livello 10 in su vengono invitati al club VIP. I membri hanno un manager personale, prelievi prioritari e regali di compleanno.',
    ),
    fund: text('Для игроков с 10-го уровня', 'For players of level 10 and up', 'Per i giocatori dal livello 10'),
    template: null,
    container: 'secondary',
    startDay: -30,
    endDay: 365,
    currency: 'coins',
    highFives: false,
    participantButton: false,
    pointRules: { stake: null, win: null },
    prizes: [],
    hue: 290,
    sortPriority: 1,
  },
];
