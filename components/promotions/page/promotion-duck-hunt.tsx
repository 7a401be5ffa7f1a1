'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import button from '@/components/ui/button.module.css';
import type { PromotionViewContext } from './promotion-context';
import styles from './promotion-page.module.css';

// The game's code, its data and its look load when a player opens it, not with the promo page.
const DuckHuntGame = lazy(() => import('./duck-hunt-game'));

/**
 * The duck hunt's place on the page of the promo it belongs to (lib/domain/promotions/duck-hunt.ts): a
 * heading, one line on what it is and the button that opens the game below it.
 */
export function PromotionDuckHunt({ ctx, gameId }: { ctx: PromotionViewContext; gameId: number }) {
  const t = useTranslations('promo.duckHunt');
  const [open, setOpen] = useState(false);
  return (
    <section className={`${styles.panel} ${styles.cta}`} aria-labelledby="promo-duck-hunt" data-testid="promo-duck-hunt">
      <h2 id="promo-duck-hunt" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <p className={styles.muted}>{t('intro')}</p>
      <button
        type="button"
        className={`${button.button} ${open ? '' : button.gold} ${styles.selfStart}`}
        aria-expanded={open}
        aria-controls="duck-hunt-game"
        onClick={() => setOpen((o) => !o)}
        data-testid="duck-hunt-open"
      >
        {open ? t('close') : t('open')}
      </button>
      {open && (
        <div id="duck-hunt-game">
          <Suspense fallback={<p className={styles.muted}>{t('loading')}</p>}>
            <DuckHuntGame ctx={ctx} gameId={gameId} />
          </Suspense>
        </div>
      )}
    </section>
  );
}
