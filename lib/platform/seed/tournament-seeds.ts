import 'server-only';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import type { LocalizedText } from '@/lib/domain/locales';
import { TOURNAMENT_MECHANICS as M, TOURNAMENT_PRIVACY as P, type TournamentPrizeSpec } from '@/lib/domain/tournaments/tournaments';

/**
 * What the seed's tournaments are: the series, the tournaments with their rules, games,
 * prizes and rival scores, the rules texts. Written into the database by tournaments.ts.
 */
/** Prize money: a sum in roubles with about the same worth in the other currencies. */
const money = (roubles: number) => ({ RUB: roubles * 100, EUR: roubles, USD: roubles, CAD: Math.round(roubles * 1.4), UAH: roubles * 40, KZT: roubles * 500 });
const bonusGift = (roubles: number): GiftSpec => ({
  title: { ru: `${roubles} ₽ бонусом`, en: `Bonus of ${roubles} RUB`, it: `Bonus di ${roubles} RUB` },
  terms: { type: 'cash', amounts: money(roubles), to: 'bonus', wager: 20 },
  validDays: 14,
});
const compointGift = (n: number): GiftSpec => ({
  title: { ru: `${n} компоинтов`, en: `${n} compoints`, it: `${n} compoint` },
  terms: { type: 'compoint', compoints: n },
  validDays: 30,
});
const prize = (position: number, roubles: number, gifts: GiftSpec[] = []): TournamentPrizeSpec => ({ position, money: roubles > 0 ? money(roubles) : {}, gifts });

const PODIUM = [prize(1, 10_000, [bonusGift(1_000)]), prize(2, 5_000, [bonusGift(500)]), prize(3, 2_000, [compointGift(100)])];
const SMALL = [prize(1, 3_000), prize(2, 1_000), prize(3, 0, [compointGift(50)])];

const text = (ru: string, en: string, it: string): LocalizedText => ({ ru, en, it });

export const RULES: Readonly<Record<number, LocalizedText>> = {
  [M.sumOfBets]: text(
    'Очки начисляются за ставки на реальные деньги в играх турнира: 1 очко за каждый рубль ставки (или столько же в вашей валюте). Побеждает тот, кто поставил больше всех.',
    'Points come from real-money stakes in the tournament’s games: 1 point for each rouble staked (or the same worth in your currency). Whoever stakes the most wins.',
    'I punti arrivano dalle puntate in denaro reale nei giochi del torneo: 1 punto per ogni rublo puntato (o lo stesso valore nella tua valuta). Vince chi punta di più.',
  ),
  [M.sumOfWins]: text(
    'Очки начисляются за выигрыши на реальные деньги в играх турнира: 1 очко за каждый рубль выигрыша. Побеждает тот, кто выиграл больше всех.',
    'Points come from real-money wins in the tournament’s games: 1 point for each rouble won. Whoever wins the most takes first place.',
    'I punti arrivano dalle vincite in denaro reale nei giochi del torneo: 1 punto per ogni rublo vinto. Vince chi vince di più.',
  ),
  [M.cumulativeX]: text(
    'Каждый раунд приносит столько очков, во сколько раз выигрыш больше ставки (x). Очки всех раундов складываются.',
    'Each round scores its multiplier: the win divided by the stake (x). The multipliers of all your rounds add up.',
    'Ogni giro vale il suo moltiplicatore: la vincita divisa per la puntata (x). I moltiplicatori di tutti i giri si sommano.',
  ),
  [M.maxX]: text(
    'Засчитывается лучший множитель одного раунда: выигрыш, делённый на ставку. Побеждает самый большой x.',
    'Your best single-round multiplier counts: the win divided by the stake. The biggest x wins.',
    'Conta il tuo miglior moltiplicatore in un singolo giro: la vincita divisa per la puntata. Vince la x più alta.',
  ),
};

/** Seeded players who fill the tables of a fresh site; their password hash matches no password. */
export const RIVALS = ['LuckyFox', 'SpinQueen', 'NordicAce', 'RubyRoller', 'MidnightJack', 'CrystalBet', 'GoldenOwl', 'TurboTina'] as const;
export const rivalHash = (i: number) => `r1${String(i + 1).padStart(30, '0')}`;

export interface SeriesSeed {
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  prizeDescription: LocalizedText;
  isPaid: boolean;
  mechanic: number;
  prizes: TournamentPrizeSpec[];
  hue: number;
}

export interface TournamentSeed {
  slug: string;
  series?: string;
  title: LocalizedText;
  description: LocalizedText;
  prizeDescription: LocalizedText;
  /** Days from the first start. */
  startDay: number;
  endDay: number;
  privacyType: number;
  mechanic: number;
  compointPrice?: number;
  maxMembers?: number;
  betMin?: number;
  betMax?: number;
  minLevel?: number;
  maxLevel?: number;
  minDeposit?: Record<string, number>;
  prizes: TournamentPrizeSpec[];
  games: readonly string[];
  sortPriority?: number;
  /** Rival scores (points; for mechanics 3 and 4 an x): one rival each, in RIVALS order from `rivalOffset`. */
  rivals?: readonly number[];
  rivalOffset?: number;
  hue: number;
}

export const TOURNAMENT_SERIES: readonly SeriesSeed[] = [
  {
    slug: 'weekly-race',
    title: text('Недельная гонка', 'Weekly Race', 'Corsa settimanale'),
    description: text(
      'Четыре этапа подряд: очки всех этапов складываются в общий зачёт серии.',
      'Four legs in a row: the points of every leg add up in the series standings.',
      'Quattro tappe di fila: i punti di ogni tappa si sommano nella classifica della serie.',
    ),
    prizeDescription: text('Главный приз серии — 20 000 ₽', 'Series grand prize: 20,000 RUB', 'Premio principale della serie: 20.000 RUB'),
    isPaid: true,
    mechanic: M.sumOfBets,
    prizes: [prize(1, 20_000, [bonusGift(2_000)]), prize(2, 8_000), prize(3, 3_000)],
    hue: 200,
  },
];

const SLOTS_A = ['cherry-blaze', 'pharaohs-dawn', 'dragons-hoard', 'cosmic-drift', 'valhalla-raiders', 'sands-of-anubis', 'jolly-plunder', 'crystal-cascade'];
const SLOTS_B = ['lucky-seven-strike', 'coral-kingdom', 'midnight-fangs', 'nebula-quest', 'gummy-galaxy', 'caramel-cascade'];
const TABLES = ['european-roulette', 'classic-blackjack', 'dice-duel', 'sic-bo-deluxe'];

export const TOURNAMENT_SEEDS: readonly TournamentSeed[] = [
  {
    slug: 'weekly-race-1',
    series: 'weekly-race',
    title: text('Недельная гонка: этап 1', 'Weekly Race: leg 1', 'Corsa settimanale: tappa 1'),
    description: text('Первый этап серии.', 'The first leg of the series.', 'La prima tappa della serie.'),
    prizeDescription: text('Призы этапа — до 3 000 ₽', 'Leg prizes up to 3,000 RUB', 'Premi della tappa fino a 3.000 RUB'),
    startDay: -14,
    endDay: -7,
    privacyType: P.open,
    mechanic: M.sumOfBets,
    prizes: SMALL,
    games: SLOTS_A,
    rivals: [8_400, 6_100, 5_250, 3_900, 1_200],
    hue: 200,
  },
  {
    slug: 'weekly-race-2',
    series: 'weekly-race',
    title: text('Недельная гонка: этап 2', 'Weekly Race: leg 2', 'Corsa settimanale: tappa 2'),
    description: text('Второй этап серии, вход свободный.', 'The second leg of the series, free to enter.', 'La seconda tappa della serie, ingresso libero.'),
    prizeDescription: text('Призы этапа — до 3 000 ₽', 'Leg prizes up to 3,000 RUB', 'Premi della tappa fino a 3.000 RUB'),
    startDay: -1,
    endDay: 45,
    privacyType: P.open,
    mechanic: M.sumOfBets,
    prizes: SMALL,
    games: SLOTS_A,
    rivals: [2_300, 1_450, 600],
    rivalOffset: 1,
    sortPriority: 5,
    hue: 205,
  },
  {
    slug: 'weekly-race-3',
    series: 'weekly-race',
    title: text('Недельная гонка: платный этап', 'Weekly Race: paid leg', 'Corsa settimanale: tappa a pagamento'),
    description: text('Место за компоинты, призы крупнее.', 'A seat for compoints, bigger prizes.', 'Un posto per compoint, premi più ricchi.'),
    prizeDescription: text('Призы этапа — до 10 000 ₽', 'Leg prizes up to 10,000 RUB', 'Premi della tappa fino a 10.000 RUB'),
    startDay: -1,
    endDay: 45,
    privacyType: P.compoints,
    mechanic: M.sumOfBets,
    compointPrice: 30,
    maxMembers: 50,
    prizes: PODIUM,
    games: SLOTS_A,
    hue: 210,
  },
  {
    slug: 'weekly-race-4',
    series: 'weekly-race',
    title: text('Недельная гонка: финал', 'Weekly Race: final', 'Corsa settimanale: finale'),
    description: text('Финальный этап серии.', 'The final leg of the series.', 'La tappa finale della serie.'),
    prizeDescription: text('Призы этапа — до 3 000 ₽', 'Leg prizes up to 3,000 RUB', 'Premi della tappa fino a 3.000 RUB'),
    startDay: 45,
    endDay: 52,
    privacyType: P.open,
    mechanic: M.sumOfBets,
    prizes: SMALL,
    games: SLOTS_A,
    hue: 215,
  },
  {
    slug: 'daily-spin-sprint',
    title: text('Спринт вращений', 'Spin Sprint', 'Sprint di giri'),
    description: text(
      'Делайте ставки в слотах турнира — кто поставит больше, тот и победит.',
      'Stake in the tournament’s slots: whoever stakes the most wins.',
      'Punta nelle slot del torneo: vince chi punta di più.',
    ),
    prizeDescription: text('Призовой фонд 17 000 ₽ и бонусы', 'A 17,000 RUB prize fund and bonuses', 'Montepremi di 17.000 RUB e bonus'),
    startDay: -2,
    endDay: 60,
    privacyType: P.open,
    mechanic: M.sumOfBets,
    maxMembers: 100,
    betMin: 100,
    betMax: 1_000_000,
    prizes: PODIUM,
    games: SLOTS_A,
    rivals: [4_200, 3_100, 2_750, 900],
    sortPriority: 10,
    hue: 160,
  },
  {
    slug: 'big-win-hunt',
    title: text('Охота за иксами', 'Big Win Hunt', 'Caccia alla vincita'),
    description: text(
      'Поймайте самый большой множитель выигрыша за один раунд.',
      'Catch the biggest win multiplier of a single round.',
      'Cattura il moltiplicatore di vincita più alto in un solo giro.',
    ),
    prizeDescription: text('Призы до 10 000 ₽', 'Prizes up to 10,000 RUB', 'Premi fino a 10.000 RUB'),
    startDay: -3,
    endDay: 50,
    privacyType: P.open,
    mechanic: M.maxX,
    prizes: PODIUM,
    games: SLOTS_B,
    // Best multipliers (x): 48, 25.5 and 12.
    rivals: [48, 25.5, 12],
    rivalOffset: 3,
    sortPriority: 8,
    hue: 20,
  },
  {
    slug: 'x-marathon',
    title: text('Марафон множителей', 'Multiplier Marathon', 'Maratona dei moltiplicatori'),
    description: text(
      'Множители всех раундов складываются. Для игроков со 2 по 10 уровень.',
      'The multipliers of all your rounds add up. For players of levels 2 to 10.',
      'I moltiplicatori di tutti i giri si sommano. Per i giocatori dal livello 2 al 10.',
    ),
    prizeDescription: text('Призы до 3 000 ₽', 'Prizes up to 3,000 RUB', 'Premi fino a 3.000 RUB'),
    startDay: -1,
    endDay: 40,
    privacyType: P.closed,
    mechanic: M.cumulativeX,
    minLevel: 2,
    maxLevel: 10,
    prizes: SMALL,
    games: [...SLOTS_B, ...TABLES],
    hue: 280,
  },
  {
    slug: 'vip-deposit-cup',
    title: text('Кубок депозитов', 'Deposit Cup', 'Coppa dei depositi'),
    description: text(
      'Для игроков, пополнивших счёт хотя бы на 1 000 ₽. Побеждает сумма выигрышей.',
      'For players who have deposited at least 1,000 RUB. The sum of wins decides.',
      'Per i giocatori che hanno depositato almeno 1.000 RUB. Decide la somma delle vincite.',
    ),
    prizeDescription: text('Призовой фонд 17 000 ₽', 'A 17,000 RUB prize fund', 'Montepremi di 17.000 RUB'),
    startDay: -1,
    endDay: 40,
    privacyType: P.closed,
    mechanic: M.sumOfWins,
    minDeposit: money(1_000),
    prizes: PODIUM,
    games: [...SLOTS_A.slice(0, 4), ...TABLES],
    hue: 45,
  },
  {
    slug: 'high-roller-invitational',
    title: text('Турнир по приглашениям', 'High Roller Invitational', 'Invitational high roller'),
    description: text('Только для приглашённых игроков.', 'For invited players only.', 'Solo per giocatori invitati.'),
    prizeDescription: text('Призовой фонд 17 000 ₽', 'A 17,000 RUB prize fund', 'Montepremi di 17.000 RUB'),
    startDay: -1,
    endDay: 40,
    privacyType: P.limited,
    mechanic: M.sumOfBets,
    betMin: 10_000,
    prizes: PODIUM,
    games: SLOTS_A.slice(0, 5),
    rivals: [15_000, 9_000],
    rivalOffset: 5,
    hue: 0,
  },
  {
    slug: 'compoint-clash',
    title: text('Битва за компоинты', 'Compoint Clash', 'Sfida dei compoint'),
    description: text(
      'Место покупается за компоинты. Множители раундов складываются.',
      'Seats are bought with compoints. Round multipliers add up.',
      'I posti si comprano con i compoint. I moltiplicatori dei giri si sommano.',
    ),
    prizeDescription: text('Призы до 10 000 ₽', 'Prizes up to 10,000 RUB', 'Premi fino a 10.000 RUB'),
    startDay: -1,
    endDay: 40,
    privacyType: P.compoints,
    mechanic: M.cumulativeX,
    compointPrice: 50,
    maxMembers: 20,
    prizes: PODIUM,
    games: SLOTS_B,
    hue: 320,
  },
  {
    slug: 'tiny-table',
    title: text('Малый стол', 'Tiny Table', 'Tavolo piccolo'),
    description: text('Всего три места — и все заняты.', 'Only three seats, and all are taken.', 'Solo tre posti, tutti occupati.'),
    prizeDescription: text('Призы до 3 000 ₽', 'Prizes up to 3,000 RUB', 'Premi fino a 3.000 RUB'),
    startDay: -1,
    endDay: 40,
    privacyType: P.open,
    mechanic: M.sumOfWins,
    maxMembers: 3,
    prizes: SMALL,
    games: TABLES,
    rivals: [700, 500, 300],
    hue: 100,
  },
  {
    slug: 'win-collector',
    title: text('Собиратель выигрышей', 'Win Collector', 'Collezionista di vincite'),
    description: text('Скоро: соберите больше всех выигрышей.', 'Coming up: collect the most winnings.', 'In arrivo: raccogli più vincite di tutti.'),
    prizeDescription: text('Призовой фонд 17 000 ₽', 'A 17,000 RUB prize fund', 'Montepremi di 17.000 RUB'),
    startDay: 20,
    endDay: 27,
    privacyType: P.open,
    mechanic: M.sumOfWins,
    maxMembers: 500,
    prizes: PODIUM,
    games: SLOTS_B,
    hue: 130,
  },
  {
    slug: 'autumn-classic',
    title: text('Осенняя классика', 'Autumn Classic', 'Classico d’autunno'),
    description: text('Завершённый турнир по сумме выигрышей.', 'A finished tournament on the sum of wins.', 'Un torneo concluso sulla somma delle vincite.'),
    prizeDescription: text('Призовой фонд 17 000 ₽', 'A 17,000 RUB prize fund', 'Montepremi di 17.000 RUB'),
    startDay: -30,
    endDay: -20,
    privacyType: P.open,
    mechanic: M.sumOfWins,
    prizes: PODIUM,
    games: SLOTS_B,
    rivals: [31_000, 22_400, 18_900, 7_500, 2_100],
    rivalOffset: 2,
    hue: 30,
  },
];

