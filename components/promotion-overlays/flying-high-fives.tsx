'use client';

import { useEffect, useMemo } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locales';
import { PROMO_LIMITS } from '@/lib/domain/promotions/promotions';
import { REALTIME_EVENTS } from '@/lib/domain/realtime/realtime-events';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { createFlyingQueue } from '@/lib/client/promotion-overlays/flying-queue';
import { onRealtimeEvent } from '@/lib/client/realtime/realtime-events';
import { useStore } from '@/lib/client/store';
import { HandIcon } from './hand-icon';
import styles from './flying-high-five.module.css';

/**
 * The flying notification (spec play-promos §2, §9): a received high-five (`high_five_received`,
 * the player's room) flies a hand in for PROMO_LIMITS.flyingNotificationMs, its appearance taking
 * flyingAnimationMs (the CSS keyframes; none under prefers-reduced-motion). A click opens the
 * promo; under the pointer or the focus it stays until left (the queue's hold). A polite live
 * region names the giver for screen readers. The notice itself (toast and bell) is the
 * notification system's `high_five_received`, not repeated here.
 */
export function FlyingHighFives({ variant }: { variant: SiteVariant }) {
  const t = useTranslations('promoOverlays.flying');
  const pageLocale = useLocale();
  const locale = isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE;
  const queue = useMemo(() => createFlyingQueue(PROMO_LIMITS.flyingNotificationMs), []);
  const flying = useStore(queue.store);

  useEffect(() => {
    const off = onRealtimeEvent(REALTIME_EVENTS.highFiveReceived, (event) => {
      const from = typeof event.from?.username === 'string' ? event.from.username : '';
      if (typeof event.slug === 'string' && /^[\w-]+$/.test(event.slug) && from) queue.push({ from, slug: event.slug });
    });
    return () => {
      off();
      queue.clear();
    };
  }, [queue]);

  return (
    <>
      <div className={styles.announcer} role="status" aria-live="polite">
        {flying.map((item) => (
          <p key={item.id}>{t('from', { name: item.from })}</p>
        ))}
      </div>
      {flying.length > 0 && (
        <div className={styles.stack} style={{ ['--fly-ms' as string]: `${PROMO_LIMITS.flyingAnimationMs}ms` }}>
          {flying.map((item) => (
            <Link
              key={item.id}
              href={sitePath(`/promo/${item.slug}`, locale, variant)}
              className={styles.flyer}
              aria-label={t('open', { name: item.from })}
              onClick={() => queue.dismiss(item.id)}
              onPointerEnter={() => queue.hold(item.id)}
              onPointerLeave={() => queue.release(item.id)}
              onFocus={() => queue.hold(item.id)}
              onBlur={() => queue.release(item.id)}
              prefetch={false}
              data-testid="flying-high-five"
            >
              <span className={styles.hand}>
                <HandIcon size={34} />
              </span>
              <span className={styles.name} aria-hidden="true">
                {item.from}
              </span>
            </Link>
          ))}
        </div>
      )}
    </>
  );
}
