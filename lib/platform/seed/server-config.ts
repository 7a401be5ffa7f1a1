import 'server-only';
import { CURRENCIES } from '@/lib/domain/money';
import { serverConfigSchema, type ServerConfig } from '@/lib/domain/content/server-config';
import { artUrl, bannerPath } from './urls';

const DAY_S = 86_400;

/** The operator's configuration of a fresh install. XX and ZZ are test codes the end-to-end tests rely on. */
export function buildServerConfig(now: Date): ServerConfig {
  const nowS = Math.floor(now.getTime() / 1000);
  return serverConfigSchema.parse({
    captcha: { site_key: 'demo-site-key', active_version: 3, state: false, action: 'registration' },
    // No chat until the operator names a provider (CHAT_PROVIDER … or this document): the
    // messenger links are the support then.
    callCenterChat: {
      provider: 'none',
      maintenance: {
        active: false,
        title: { ru: 'Чат временно недоступен', en: 'Chat is temporarily unavailable', it: 'La chat non è momentaneamente disponibile' },
        body: {
          ru: 'Мы проводим технические работы. Напишите нам в Telegram или Viber — ответим как можно скорее.',
          en: 'We are doing some maintenance. Write to us on Telegram or Viber and we will answer as soon as we can.',
          it: 'Stiamo effettuando una manutenzione. Scrivici su Telegram o Viber e ti risponderemo il prima possibile.',
        },
      },
      settings: { accountName: 'croupier', location: 'default', vipLocation: 'vip', vipFromLevel: 5, scriptUrl: null },
    },
    messengerLinks: { telegram: 'https://t.me/croupier_support', viber: 'viber://pa?chatURI=croupier' },
    currencies: [...CURRENCIES],
    defaultCurrency: 'RUB',
    webPushKey: null,
    abTests: {},
    registrationConfig: { skipNickname: false },
    promoPopup: {
      isActive: true,
      title: { ru: 'Приветственный бонус', en: 'Welcome bonus', it: 'Bonus di benvenuto' },
      body: {
        ru: 'Бонус 100% на каждый из первых пяти депозитов — всего до 300 000 ₽.',
        en: 'A 100% bonus on each of your first five deposits, up to 300,000 ₽ in all.',
        it: 'Un bonus del 100% su ciascuno dei primi cinque depositi, fino a 300.000 ₽ in tutto.',
      },
      image: artUrl(bannerPath('promo-popup')),
      buttonText: { ru: 'Забрать бонус', en: 'Claim bonus', it: 'Ritira il bonus' },
      buttonUrl: '/welcome',
      startAt: nowS - DAY_S,
      endAt: nowS + 60 * DAY_S,
      updatedAt: nowS,
    },
    promoWidgetData: {},
    noIndex: false,
    canonicalHost: process.env.CANONICAL_HOST ?? 'http://localhost:3000',
    restrictedCountries: ['XX', 'GB'],
    blockedCountries: ['KP', 'ZZ'],
    marketing: { isActive: false, affiliateUrl: null, project: 'croupier' },
    maintenance: false,
    // Reason `rest.registration`: both contacts proven (lib/platform/gifts/rest-registration-gift.ts).
    profileCompletionGift: {
      title: { ru: '100 ₽ бонусом за подтверждённые почту и телефон', en: 'Bonus of 100 RUB for a verified e-mail and phone', it: 'Bonus di 100 RUB per e-mail e telefono verificati' },
      terms: { type: 'cash', amounts: { RUB: 10_000, EUR: 100, USD: 100, UAH: 4_000, KZT: 50_000, CAD: 140 }, to: 'bonus', wager: 20 },
      validDays: 14,
    },
  });
}
