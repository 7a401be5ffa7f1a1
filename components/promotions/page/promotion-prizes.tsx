'use client';

import { useTranslations } from 'next-intl';
import type { PromotionPrizeDto } from '@/lib/domain/promotions/promotion-dtos';
import { pointsText, prizeCurrency } from '@/lib/client/promotions/promotion-view-rules';
import { ArtImage } from '@/components/ui/art-image';
import button from '@/components/ui/button.module.css';
import type { PromotionViewContext } from './promotion-context';
import { usePrizeExchange } from './use-prize-exchange';
import styles from './promotion-page.module.css';

/**
 * The prizes (spec §2): picture, title, what it gives, the price in the promo's currency (an
 * exchange) or how many win it (a lottery), the stock, the winners; an exchange promo's member
 * gets the exchange button (a prize already received shows "received").
 */
export function PromotionPrizes({ ctx }: { ctx: PromotionViewContext }) {
  const t = useTranslations('promo');
  const { promo, locale, participant } = ctx;
  const exchange = usePrizeExchange(ctx);
  if (promo.prizes.length === 0) return null;
  const isExchange = promo.pageType === 'exchange';
  const canExchange = isExchange && ctx.memberInfo && participant !== undefined && participant !== null;

  const priceOf = (prize: PromotionPrizeDto) => {
    const currency = prizeCurrency(promo, prize);
    return currency ? pointsText(prize.price, currency, locale) : null;
  };

  return (
    <section className={styles.section} aria-labelledby="promo-prizes">
      <h2 id="promo-prizes" className={styles.sectionTitle}>
        {t('page.prizes')}
      </h2>
      <ul className={styles.prizes} data-testid="promo-prizes">
        {promo.prizes.map((prize) => {
          const owned = participant?.receivedPrizes.includes(prize.id) === true;
          const price = isExchange ? priceOf(prize) : null;
          const outOfStock = isExchange && prize.quantity === 0;
          return (
            <li key={prize.id} className={styles.prize} data-testid="promo-prize" data-prize-id={prize.id}>
              <ArtImage src={prize.image} alt="" width={96} height={96} className={styles.prizeImage} />
              <div className={styles.prizeText}>
                <h3 className={styles.prizeTitle}>{prize.title}</h3>
                <p className={styles.muted}>{t(`prize.kind.${prize.kind}`)}</p>
                {price && (
                  <p className={styles.price}>
                    <span className={styles.label}>{t('prize.price')}</span> <strong>{price}</strong>
                  </p>
                )}
                <p className={styles.muted}>
                  {isExchange
                    ? prize.quantity === null
                      ? t('prize.unlimited')
                      : outOfStock
                        ? t('prize.outOfStock')
                        : t('prize.stock', { count: prize.quantity })
                    : t('prize.quantity', { count: prize.quantity ?? 1 })}
                </p>
                {ctx.status === 'past' && prize.winners.length > 0 && (
                  <p className={styles.winnersLine}>
                    <span className={styles.label}>{t('prize.winners')}:</span> {prize.winners.map((w) => w.username).join(', ')}
                  </p>
                )}
                {canExchange &&
                  (owned ? (
                    <p className={styles.memberMark}>{t('prize.owned')}</p>
                  ) : (
                    <button
                      type="button"
                      className={`${button.button} ${button.gold} ${button.small}`}
                      onClick={() => exchange.ask(prize)}
                      disabled={outOfStock || exchange.pending !== null}
                      aria-busy={exchange.pending === prize.id || undefined}
                      data-testid="promo-exchange"
                    >
                      {t('prize.exchange')}
                    </button>
                  ))}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
