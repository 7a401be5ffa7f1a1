'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CompointProductDto } from '@/lib/domain/compoints/compoints';
import { COMPOINT_PURCHASE_ERROR_CODES } from '@/lib/domain/compoints/compoints';
import { JsonApiError } from '@/lib/client/json-api';
import { buyCompointProduct, useCompointProducts } from '@/lib/client/compoints/compoint-calls';
import { openModal } from '@/lib/client/modals/modal-requests';
import { showToast } from '@/lib/client/toasts/toast-store';
import { LoadingStatus } from '@/components/ui/loading-status';
import buttons from '@/components/ui/button.module.css';
import badges from '@/components/ui/badge.module.css';
import styles from './compoints.module.css';

type Failure = { code: (typeof COMPOINT_PURCHASE_ERROR_CODES)[number] | 'unknown'; missing: number | null };

function failureOf(error: unknown): Failure {
  const code = error instanceof JsonApiError ? error.code : undefined;
  const known = (COMPOINT_PURCHASE_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as Failure['code']) : 'unknown';
  const missing = error instanceof JsonApiError ? (error.body as { missing?: unknown } | null)?.missing : undefined;
  return { code: known, missing: typeof missing === 'number' && missing > 0 ? missing : null };
}

/**
 * The Buy tab: the gifts on sale with their price; Buy asks in the "buy" modal of the modal stack
 * (title and confirm) and buys idempotently (one key until answered), so a double click buys once.
 * A refusal stays on the tab in the player's language; a purchase reloads gifts and products
 * (compoint-calls.ts) and says where the gift went.
 */
export function BuyTab({ balance }: { balance: number | null }) {
  const t = useTranslations('compoints');
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useCompointProducts(locale);
  const [failure, setFailure] = useState<Failure | null>(null);

  const buy = (product: CompointProductDto) => {
    const price = t('buy.price', { count: product.price });
    openModal({
      kind: 'buy',
      title: t('buy.confirmTitle', { title: product.gift.title, price }),
      confirmTitle: t('buy.confirm'),
      onConfirm: async () => {
        setFailure(null);
        try {
          await buyCompointProduct(product.id);
          showToast({ type: 'success', text: t('buy.bought', { title: product.gift.title }) });
        } catch (caught) {
          setFailure(failureOf(caught));
        }
      },
    });
  };

  return (
    <section className={styles.card} aria-labelledby="compoints-buy-title" aria-busy={isLoading || undefined}>
      <h2 id="compoints-buy-title" className={styles.subTitle}>
        {t('buy.title')}
      </h2>
      {failure && (
        <p role="alert" className={styles.alert} data-testid="compoints-buy-error">
          {t(`errors.${failure.code}`)}
          {failure.missing !== null && ` ${t('buy.missing', { count: failure.missing })}`}
        </p>
      )}
      {!data && isLoading && <LoadingStatus text={t('buy.loading')} />}
      {!data && error && !isLoading && (
        <div role="alert" className={styles.actions}>
          <p className={styles.alert}>{t('buy.failed')}</p>
          <button type="button" className={`${buttons.button} ${buttons.small}`} onClick={() => void mutate()}>
            {t('buy.retry')}
          </button>
        </div>
      )}
      {data && data.length === 0 && <p className={styles.muted}>{t('buy.empty')}</p>}
      {data && data.length > 0 && (
        <ul className={styles.grid} data-testid="compoint-products">
          {data.map((product) => {
            const soldOut = product.stock !== null && product.stock <= 0;
            const short = balance !== null && balance < product.price;
            const price = t('buy.price', { count: product.price });
            return (
              <li key={product.id} className={styles.item} data-testid="compoint-product">
                <span className={`${badges.badge} ${badges.info}`}>{t(`giftTypes.${product.gift.type}`)}</span>
                <h3 className={styles.itemTitle}>{product.gift.title}</h3>
                <p className={styles.faint}>{t('buy.validDays', { count: product.gift.validDays })}</p>
                {product.stock !== null && !soldOut && <p className={styles.faint}>{t('buy.left', { count: product.stock })}</p>}
                <div className={styles.itemFoot}>
                  <span className={styles.price}>{price}</span>
                  <button
                    type="button"
                    className={`${buttons.button} ${buttons.gold} ${buttons.small}`}
                    disabled={soldOut}
                    aria-label={soldOut ? undefined : t('buy.buyNamed', { title: product.gift.title, price })}
                    aria-describedby={short ? `compoints-short-${product.id}` : undefined}
                    onClick={() => buy(product)}
                  >
                    {soldOut ? t('buy.soldOut') : t('buy.buy')}
                  </button>
                </div>
                {short && !soldOut && (
                  <p id={`compoints-short-${product.id}`} className={styles.faint}>
                    {t('buy.missing', { count: product.price - balance })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
