'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { ArtImage } from '@/components/ui/art-image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '@/lib/domain/constants';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import styles from './banner-carousel.module.css';

export interface CarouselBanner {
  id: number;
  title: string;
  subtitle: string;
  buttonText: string;
  image: string;
  /** Already localized for the page's locale and variant. */
  href: string;
}

/** Horizontal movement (px) that counts as a swipe (spec §9 touch settings). */
const SWIPE_TOLERANCE_PX = 30;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const media = window.matchMedia(REDUCED_MOTION);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function subscribePageLoad(onChange: () => void) {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/**
 * The lobby banner carousel: autoplay every BANNER_AUTOPLAY_MS with a BANNER_SPEED_MS slide,
 * paused while hovered or focused and off for visitors who prefer reduced motion; arrows,
 * dots and swipes. Every slide's text is in the server HTML, the first one visible; the later
 * slides' pictures follow the page's load event.
 */
export function BannerCarousel({ banners }: { banners: CarouselBanner[] }) {
  const t = useTranslations('carousel');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** Bumped when a turn is skipped in a hidden tab, so the timer starts again. */
  const [tick, setTick] = useState(0);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => false);
  /**
   * The later slides' pictures are requested only after the page's load event (false in the
   * server HTML): before it they would share the phone's line with the first slide's picture,
   * the largest paint, and the page's scripts; nobody sees them before the first turn.
   */
  const pageLoaded = useSyncExternalStore(subscribePageLoad, () => document.readyState === 'complete', () => false);
  const swipeStart = useRef<number | null>(null);
  const count = banners.length;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  useEffect(() => {
    if (count < 2 || hovered || focused || reducedMotion) return;
    const timer = window.setTimeout(() => {
      if (document.visibilityState === 'visible') setIndex((index + 1) % count);
      else setTick((n) => n + 1);
    }, BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [index, tick, count, hovered, focused, reducedMotion]);

  if (count === 0) return null;

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_TOLERANCE_PX) go(index + (dx < 0 ? 1 : -1));
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
        <div className={styles.track} style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${BANNER_SPEED_MS}ms` }} aria-live={hovered || focused ? 'polite' : 'off'}>
          {banners.map((banner, i) => (
            <div
              key={banner.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { index: i + 1, count })}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {(i === 0 || i === index || pageLoaded) && <ArtImage src={banner.image} alt="" fill priority={i === 0} className={styles.image} />}
              <div className={styles.content}>
                <h2 className={styles.title}>{banner.title}</h2>
                {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
                {banner.buttonText && (
                  <Link href={banner.href} className={styles.cta} prefetch={false}>
                    {banner.buttonText}
                  </Link>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => go(index - 1)} aria-label={t('previous')}>
            <ChevronLeftIcon />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(index + 1)} aria-label={t('next')}>
            <ChevronRightIcon />
          </button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-label={t('goTo', { index: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
