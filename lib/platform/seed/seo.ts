import 'server-only';
import type { LocalizedText } from '@/lib/domain/locales';
import { artUrl, bannerPath, footerMarkPath } from './urls';

type Meta = { path: string; metaTitle: LocalizedText; metaDescription: LocalizedText; isNoindexPath?: boolean };

const META: readonly Meta[] = [
  {
    path: '/',
    metaTitle: { ru: 'Croupier — онлайн-казино: слоты, рулетка и турниры', en: 'Croupier — online casino: slots, roulette and tournaments', it: 'Croupier — casinò online: slot, roulette e tornei' },
    metaDescription: { ru: 'Играйте в слоты, рулетку и блэкджек, участвуйте в акциях и турнирах. Бонус до 300 000 ₽ на первые депозиты.', en: 'Play slots, roulette and blackjack, join promotions and tournaments. A bonus of up to 300,000 ₽ on your first deposits.', it: 'Gioca a slot, roulette e blackjack, partecipa a promozioni e tornei. Bonus fino a 300.000 ₽ sui primi depositi.' },
  },
  {
    path: '/games/slots',
    metaTitle: { ru: 'Слоты онлайн — играть в игровые автоматы | Croupier', en: 'Online slots — play slot machines | Croupier', it: 'Slot online — gioca alle slot machine | Croupier' },
    metaDescription: { ru: 'Фруктовые, египетские, космические и пиратские слоты. Демо-режим без регистрации.', en: 'Fruit, Egyptian, space and pirate slots. Demo mode without registration.', it: 'Slot a tema frutta, Egitto, spazio e pirati. Modalità demo senza registrazione.' },
  },
  {
    path: '/games/table',
    metaTitle: { ru: 'Настольные игры: рулетка, блэкджек, баккара | Croupier', en: 'Table games: roulette, blackjack, baccarat | Croupier', it: 'Giochi da tavolo: roulette, blackjack, baccarat | Croupier' },
    metaDescription: { ru: 'Классические настольные игры казино с честными правилами и быстрыми раундами.', en: 'Classic casino table games with fair rules and quick rounds.', it: 'I classici giochi da tavolo del casinò con regole chiare e round veloci.' },
  },
  {
    path: '/games/top',
    metaTitle: { ru: 'Популярные игры казино | Croupier', en: 'Most popular casino games | Croupier', it: 'I giochi più popolari del casinò | Croupier' },
    metaDescription: { ru: 'Игры, которые выбирают игроки Croupier чаще всего.', en: 'The games Croupier players choose most often.', it: 'I giochi che i giocatori di Croupier scelgono più spesso.' },
  },
  {
    path: '/games/newgames',
    metaTitle: { ru: 'Новые игры казино | Croupier', en: 'New casino games | Croupier', it: 'Nuovi giochi del casinò | Croupier' },
    metaDescription: { ru: 'Свежие слоты и настольные игры, добавленные в этом месяце.', en: 'Fresh slots and table games added this month.', it: 'Slot e giochi da tavolo aggiunti questo mese.' },
  },
  {
    path: '/games/allgames',
    metaTitle: { ru: 'Все игры казино | Croupier', en: 'All casino games | Croupier', it: 'Tutti i giochi del casinò | Croupier' },
    metaDescription: { ru: 'Полный каталог игр: слоты, рулетка, карточные игры, кости и краш-игры.', en: 'The full catalogue: slots, roulette, card games, dice and crash games.', it: 'Il catalogo completo: slot, roulette, giochi di carte, dadi e giochi crash.' },
  },
  {
    path: '/promo',
    metaTitle: { ru: 'Акции и бонусы | Croupier', en: 'Promotions and bonuses | Croupier', it: 'Promozioni e bonus | Croupier' },
    metaDescription: { ru: 'Действующие акции, лотереи и обмены призов для игроков Croupier.', en: 'Current promotions, lotteries and prize exchanges for Croupier players.', it: 'Promozioni in corso, lotterie e scambi di premi per i giocatori di Croupier.' },
  },
  {
    path: '/tournaments',
    metaTitle: { ru: 'Турниры казино | Croupier', en: 'Casino tournaments | Croupier', it: 'Tornei del casinò | Croupier' },
    metaDescription: { ru: 'Соревнуйтесь с другими игроками и забирайте призы из турнирного фонда.', en: 'Compete with other players and take prizes from the tournament fund.', it: 'Sfida gli altri giocatori e vinci premi dal montepremi del torneo.' },
  },
  {
    path: '/welcome',
    metaTitle: { ru: 'Приветственный бонус до 300 000 ₽ | Croupier', en: 'Welcome bonus up to 300,000 ₽ | Croupier', it: 'Bonus di benvenuto fino a 300.000 ₽ | Croupier' },
    metaDescription: { ru: 'Бонусы на первые пять депозитов и фриспины для новых игроков.', en: 'Bonuses on the first five deposits and free spins for new players.', it: 'Bonus sui primi cinque depositi e giri gratuiti per i nuovi giocatori.' },
  },
  {
    path: '/rules',
    metaTitle: { ru: 'Правила сайта | Croupier', en: 'Terms and conditions | Croupier', it: 'Termini e condizioni | Croupier' },
    metaDescription: { ru: 'Условия использования сайта, ставок, бонусов и вывода средств.', en: 'Terms of use of the site, bets, bonuses and withdrawals.', it: 'Condizioni di utilizzo del sito, delle puntate, dei bonus e dei prelievi.' },
  },
  {
    // A game page with the operator's own words; every other game page writes its own from the catalogue.
    path: '/play/cherry-blaze',
    metaTitle: { ru: 'Cherry Blaze — фруктовый слот, демо бесплатно | Croupier', en: 'Cherry Blaze — fruit slot, free demo | Croupier', it: 'Cherry Blaze — slot alla frutta, demo gratis | Croupier' },
    metaDescription: { ru: 'Классический фруктовый слот от Lucky Lynx: вишни, лимоны и семёрки на 20 линиях. Играйте в демо без регистрации.', en: 'A classic fruit slot by Lucky Lynx: cherries, lemons and sevens on 20 lines. Play the demo without signing up.', it: 'Una classica slot alla frutta di Lucky Lynx: ciliegie, limoni e sette su 20 linee. Gioca alla demo senza registrazione.' },
  },
  {
    path: '/games/otygrat_bonus',
    metaTitle: { ru: 'Игры для отыгрыша бонуса | Croupier', en: 'Games for wagering a bonus | Croupier', it: 'Giochi per puntare il bonus | Croupier' },
    metaDescription: { ru: 'Игры, в которых можно играть на бонусный баланс.', en: 'Games you can play with your bonus balance.', it: 'Giochi in cui puoi usare il saldo bonus.' },
    isNoindexPath: true,
  },
];

export function seoMetaRows() {
  return META.map((m) => ({ path: m.path, metaTitle: m.metaTitle, metaDescription: m.metaDescription, isNoindexPath: m.isNoindexPath ?? false }));
}

/** Footer marks: drawn by art-marks.ts under the same keys. */
export type FooterMark = 'age18' | 'licence' | 'responsible' | 'card' | 'ewallet' | 'crypto';

export const FOOTER_MARKS: readonly { key: FooterMark; alt: LocalizedText; url: string | null }[] = [
  { key: 'age18', alt: { ru: 'Только для взрослых, 18+', en: 'Adults only, 18+', it: 'Solo per adulti, 18+' }, url: '/responsible-gaming' },
  { key: 'licence', alt: { ru: 'Лицензированный оператор', en: 'Licensed operator', it: 'Operatore con licenza' }, url: '/about' },
  { key: 'responsible', alt: { ru: 'Ответственная игра', en: 'Responsible gaming', it: 'Gioco responsabile' }, url: '/responsible-gaming' },
  { key: 'card', alt: { ru: 'Банковские карты', en: 'Bank cards', it: 'Carte bancarie' }, url: null },
  { key: 'ewallet', alt: { ru: 'Электронные кошельки', en: 'E-wallets', it: 'Portafogli elettronici' }, url: null },
  { key: 'crypto', alt: { ru: 'Криптовалюта', en: 'Cryptocurrency', it: 'Criptovaluta' }, url: null },
];

export function footerImageRows() {
  return FOOTER_MARKS.map((m, i) => ({ image: artUrl(footerMarkPath(m.key)), alt: m.alt, url: m.url, position: i + 1 }));
}

export function footerBlockRows() {
  const blocks: { key: string; content: LocalizedText }[] = [
    {
      key: 'license',
      content: {
        ru: 'Croupier — демонстрационная платформа онлайн-казино. Сайт работает по лицензии оператора в юрисдикциях, где азартные игры разрешены законом.',
        en: 'Croupier is a demonstration online casino platform. The site operates under the operator’s licence in jurisdictions where gambling is permitted by law.',
        it: 'Croupier è una piattaforma dimostrativa di casinò online. Il sito opera con la licenza dell’operatore nelle giurisdizioni in cui il gioco d’azzardo è consentito dalla legge.',
      },
    },
    {
      key: 'responsible',
      content: {
        ru: 'Играйте ответственно. Азартные игры только для лиц старше 18 лет. Если игра перестала приносить удовольствие, установите лимиты или сделайте перерыв.',
        en: 'Play responsibly. Gambling is for people over 18 only. If playing is no longer fun, set limits or take a break.',
        it: 'Gioca responsabilmente. Il gioco d’azzardo è riservato ai maggiori di 18 anni. Se giocare non è più divertente, imposta dei limiti o fai una pausa.',
      },
    },
    {
      key: 'copyright',
      content: { ru: '© Croupier. Все права защищены.', en: '© Croupier. All rights reserved.', it: '© Croupier. Tutti i diritti riservati.' },
    },
  ];
  return blocks.map((b, i) => ({ ...b, position: i + 1 }));
}

const DAY_MS = 86_400_000;

/** The timed lobby block: its window is relative to the seed time so a fresh install shows it. */
export function contentBlockRows(now: Date) {
  return [
    {
      key: 'lobby-hero',
      title: { ru: 'Что нового', en: 'See what’s new', it: 'Le novità' },
      body: {
        ru: 'Загляните в раздел новинок: там собраны последние игры каталога. Демо-режим доступен без регистрации.',
        en: 'See the new games section: the latest games of the catalogue are there. Demo mode needs no sign-up.',
        it: 'Guarda la sezione delle novità: lì trovi gli ultimi giochi del catalogo. La modalità demo non richiede registrazione.',
      },
      image: artUrl(bannerPath('lobby-hero')),
      url: '/games/newgames',
      startsAt: new Date(now.getTime() - DAY_MS),
      endsAt: new Date(now.getTime() + 30 * DAY_MS),
    },
  ];
}
