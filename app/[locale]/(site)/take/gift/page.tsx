import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTimeZone, getTranslations } from 'next-intl/server';
import { isDomainError } from '@/lib/domain/domain-error';
import { DEFAULT_GIFT_OFFER_SLUG, isGiftOfferSlug, type GiftOfferDto } from '@/lib/domain/gifts/gift-offers';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import { TAKE_GIFT_PATH, takeGiftPath } from '@/lib/domain/gifts/take-gift-path';
import { formatMoney } from '@/lib/domain/money';
import { formatIsoDate } from '@/lib/domain/date-format';
import { getDb } from '@croupier/platform/db/client';
import { readGiftOffer } from '@croupier/platform/gift-offers/offers';
import { buildPageMetadata } from '@croupier/platform/seo/page-metadata';
import { decodeSegment, type L, type Params } from '@/app/[locale]/_page/page-params';
import type { VariantPageProps } from '@/app/[locale]/_page/guest-page';
import { enterLocale } from '@/components/page-data/data';
import { TakeGiftActions } from '@/components/gifts/take-gift-actions';
import styles from '@/components/gifts/take-gift.module.css';
import Link from 'next/link';
import buttons from '@/components/ui/button.module.css';

/**
 * /take/gift (spec §2, public): the offer rendered on the server — title, what it gives (in the
 * default currency: the page is the same for every visitor), how long it lasts — and one small
 * client island for the buttons: a guest is sent to sign up or log in and comes back here, a
 * player takes it. Kept out of search engines (a personal action, not a landing page).
 *
 * ISR like the other public pages: `/take/gift` is the default offer, `/take/gift/<slug>` another
 * one; `?offer=<slug>` is rewritten by proxy.ts to that path (lib/domain/gifts/take-gift-path.ts), so no
 * page reads the query and every copy stays cacheable. The guest variant
 * (app/[locale]/guest/take/gift) carries no player data: its island only sends the visitor to
 * sign up or log in, back to the main page where a player takes the offer.
 */
type TakeGiftParams = L & { offer?: string };

export const revalidate = 60; // CATALOGUE_REVALIDATE_SECONDS (segment config must be a literal)

function offerSlug(raw: string | undefined): string {
  const slug = raw === undefined ? DEFAULT_GIFT_OFFER_SLUG : decodeSegment(raw);
  if (!isGiftOfferSlug(slug)) notFound();
  return slug;
}

/**
 * The offer, or null when the default one is not there (a site without demo data, or an operator
 * who deleted it): /take/gift then says there is no gift to take, where another slug is a 404.
 */
async function loadOffer(slug: string, locale: Locale): Promise<GiftOfferDto | null> {
  try {
    return await readGiftOffer(await getDb(), slug, locale, null);
  } catch (error) {
    if (isDomainError(error) && error.kind === 'not_found') {
      if (slug === DEFAULT_GIFT_OFFER_SLUG) return null;
      notFound();
    }
    throw error;
  }
}

export async function generateMetadata({ params }: Params<TakeGiftParams>): Promise<Metadata> {
  const { locale: raw, offer } = await params;
  const locale = enterLocale(raw);
  const t = await getTranslations({ locale, namespace: 'giftsPage.offer' });
  // The main variant's path (the guest copy's canonical is the main page), noindex either way.
  const path = takeGiftPath(offerSlug(offer));
  return buildPageMetadata(await getDb(), { locale, path, fallbackTitle: t('metaTitle'), fallbackDescription: t('metaDescription'), noindex: true });
}

export default async function TakeGift({ params, variant = 'main' }: VariantPageProps<TakeGiftParams>) {
  const { locale: raw, offer: asked } = await params;
  const locale = enterLocale(raw);
  const slug = offerSlug(asked);
  const offer = await loadOffer(slug, locale);
  const t = await getTranslations({ locale, namespace: 'giftsPage' });
  if (offer === null) {
    return (
      <div className={styles.page}>
        <article className={styles.offer} aria-labelledby="offer-title" data-testid="gift-offer-none">
          <h1 id="offer-title" className={styles.title}>
            {t('offer.noneTitle')}
          </h1>
          <p className={styles.none}>{t('offer.noneText')}</p>
          <div className={styles.buttons}>
            <Link className={`${buttons.button} ${buttons.gold}`} href={localizedPath('/', locale)}>
              {t('offer.toLobby')}
            </Link>
          </div>
        </article>
      </div>
    );
  }
  const messages = await getMessages({ locale });
  const timeZone = await getTimeZone({ locale });
  // Back to the main variant's page after signing up or logging in: a player takes the offer there.
  const here = `${localizedPath(TAKE_GIFT_PATH, locale)}?offer=${encodeURIComponent(slug)}`;
  const back = `?redirect=${encodeURIComponent(here)}`;
  const value = offer.value;
  const gives =
    value.amount !== null && value.currency !== null
      ? t('value.moneyBonus', { amount: formatMoney(value.amount, value.currency, locale) })
      : value.spins !== null
        ? t('value.spins', { spins: value.spins })
        : t(`types.${offer.type}`);

  return (
    <div className={styles.page}>
      <article className={styles.offer} aria-labelledby="offer-title" data-testid="gift-offer">
        <p className={styles.eyebrow}>{t('offer.eyebrow')}</p>
        <h1 id="offer-title" className={styles.title}>
          {offer.title}
        </h1>
        <p className={styles.gives} data-testid="gift-offer-value">
          {t('offer.gives', { value: gives })}
        </p>
        <ul className={styles.facts}>
          <li>{t('offer.valid', { days: offer.validDays })}</li>
          {offer.wager !== null && <li>{t('offer.wager', { wager: offer.wager })}</li>}
          {offer.endsAt && <li>{t('offer.endsAt', { date: formatIsoDate(offer.endsAt, timeZone) })}</li>}
        </ul>
        {offer.open ? (
          // The island gets only the texts it shows (a nested provider replaces the shell's messages).
          <NextIntlClientProvider messages={{ giftsPage: { offer: messages.giftsPage.offer, value: messages.giftsPage.value }, gifts: messages.gifts }}>
            <TakeGiftActions
              slug={slug}
              shown={gives}
              guestOnly={variant === 'guest'}
              links={{ login: `${localizedPath('/login', locale)}${back}`, register: `${localizedPath('/registration', locale)}${back}`, gifts: localizedPath('/profile/gifts', locale) }}
            />
          </NextIntlClientProvider>
        ) : (
          <p className={styles.closed} role="status">
            {t('offer.closed')}
          </p>
        )}
      </article>
    </div>
  );
}
