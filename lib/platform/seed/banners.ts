import 'server-only';
import type { LocalizedText } from '@/lib/domain/locales';
import { GAMES } from './games';
import type { GameTheme } from '@/lib/platform/catalog/game-list';
import { PRODUCERS } from './providers';
import { artUrl, bannerPath } from './urls';

/** What the generated 1200x400 banner illustration shows (text comes from the page, never the image). */
export type BannerScene = 'welcome' | 'newgames' | 'promo' | 'jackpot' | 'tournament' | 'provider' | 'hero' | 'popup';

export interface BannerArt {
  key: string;
  scene: BannerScene;
  hue: number;
  /** Emblems shown by a studio banner: the themes of its games. */
  themes: GameTheme[];
  width: number;
  height: number;
}

interface BannerSeed {
  type: 'startPage' | 'gameProvider';
  providerSlug: string | null;
  title: LocalizedText;
  subtitle: LocalizedText;
  buttonText: LocalizedText;
  url: string;
  art: BannerArt;
}

const scene = (key: string, s: BannerScene, hue: number, themes: GameTheme[] = []): BannerArt => ({ key, scene: s, hue, themes, width: 1200, height: 400 });

const LOBBY: readonly BannerSeed[] = [
  {
    type: 'startPage',
    providerSlug: null,
    title: { ru: 'Бонус до 300 000 ₽', en: 'Bonus up to 300,000 ₽', it: 'Bonus fino a 300.000 ₽' },
    subtitle: { ru: '100% на каждый из первых пяти депозитов', en: '100% on each of your first five deposits', it: '100% su ciascuno dei primi cinque depositi' },
    buttonText: { ru: 'Получить', en: 'Get it', it: 'Ottieni' },
    url: '/welcome',
    art: scene('lobby-welcome', 'welcome', 285),
  },
  {
    type: 'startPage',
    providerSlug: null,
    title: { ru: 'Новинки', en: 'New games', it: 'Novità' },
    subtitle: { ru: 'Самые новые игры каталога в одном разделе', en: 'The newest games of the catalogue in one place', it: 'I giochi più recenti del catalogo in un unico posto' },
    buttonText: { ru: 'Играть', en: 'Play', it: 'Gioca' },
    url: '/games/newgames',
    art: scene('lobby-newgames', 'newgames', 210),
  },
  {
    type: 'startPage',
    providerSlug: null,
    title: { ru: 'Акции казино', en: 'Casino promotions', it: 'Promozioni del casinò' },
    subtitle: { ru: 'Призовой фонд растёт с каждым выигрышем', en: 'The prize fund grows with every win', it: 'Il montepremi cresce a ogni vincita' },
    buttonText: { ru: 'Участвовать', en: 'Join in', it: 'Partecipa' },
    url: '/promo',
    art: scene('lobby-promo', 'promo', 330),
  },
  {
    type: 'startPage',
    providerSlug: null,
    title: { ru: 'Джекпоты ждут', en: 'Jackpots are waiting', it: 'I jackpot ti aspettano' },
    subtitle: { ru: 'Все игры с пометкой «Джекпот» в одном разделе', en: 'Every game marked jackpot in one place', it: 'Tutti i giochi con il segno jackpot in un unico posto' },
    buttonText: { ru: 'К джекпотам', en: 'See jackpots', it: 'Vai ai jackpot' },
    url: '/games/jackpot',
    art: scene('lobby-jackpot', 'jackpot', 42),
  },
  {
    type: 'startPage',
    providerSlug: null,
    title: { ru: 'Турниры с призами', en: 'Tournaments with prizes', it: 'Tornei con premi' },
    subtitle: { ru: 'Соревнуйтесь с другими игроками за призы', en: 'Compete with other players for prizes', it: 'Sfida gli altri giocatori per vincere premi' },
    buttonText: { ru: 'К турнирам', en: 'To tournaments', it: 'Ai tornei' },
    url: '/tournaments',
    art: scene('lobby-tournament', 'tournament', 160),
  },
];

/** Studios with their own banner on the producer page. */
const STUDIOS_WITH_BANNER = 5;

function providerBanners(): BannerSeed[] {
  return PRODUCERS.slice(0, STUDIOS_WITH_BANNER).map((p) => {
    const themes = [...new Set(GAMES.filter((g) => g.producer === p.slug).map((g) => g.theme))];
    return {
      type: 'gameProvider',
      providerSlug: p.slug,
      title: { ru: p.name, en: p.name, it: p.name },
      subtitle: {
        ru: `Все игры студии ${p.name} в одном месте`,
        en: `Every ${p.name} game in one place`,
        it: `Tutti i giochi di ${p.name} in un unico posto`,
      },
      buttonText: { ru: 'Смотреть игры', en: 'Browse games', it: 'Scopri i giochi' },
      url: `/producers/${p.slug}`,
      art: scene(`provider-${p.slug}`, 'provider', p.hue, themes),
    };
  });
}

export const BANNERS: readonly BannerSeed[] = [...LOBBY, ...providerBanners()];

/** Pictures used outside the banners table: the content block and the promo popup. */
export const EXTRA_BANNER_ART: readonly BannerArt[] = [
  scene('lobby-hero', 'hero', 265),
  { ...scene('promo-popup', 'popup', 300), width: 600, height: 400 },
];

export function bannerRows() {
  return BANNERS.map((b, i) => ({
    type: b.type,
    providerSlug: b.providerSlug,
    title: b.title,
    subtitle: b.subtitle,
    buttonText: b.buttonText,
    image: artUrl(bannerPath(b.art.key)),
    url: b.url,
    position: i + 1,
    active: true,
  }));
}
