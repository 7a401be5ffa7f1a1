'use client';

import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { BREAKPOINTS } from '@/lib/domain/constants';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { usePromotionWidget } from '@/lib/client/promotion-overlays/promotion-widget-data';
import { parseDismissedAt, PROMO_TOOLTIP_KEY, tooltipAllowedOn, tooltipDue } from '@/lib/client/promotion-overlays/tooltip-rules';
import { CloseIcon } from '@/components/ui/icons';
import styles from './promotion-tooltip.module.css';

/** Where the bubble points: the sidebar's promotions entry, or the menu button while the sidebar is a drawer. */
interface Anchor {
  wide: boolean;
  top: number;
  left: number;
}

function findAnchor(): Anchor | null {
  const wide = window.matchMedia(`(min-width: ${BREAKPOINTS.lg}px)`).matches;
  const target = wide ? document.querySelector('#site-sidebar a[href$="/promo"]') : document.querySelector('button[aria-controls="site-sidebar"]');
  if (!target) return null;
  const rect = target.getBoundingClientRect();
  return wide ? { wide, top: rect.top + rect.height / 2, left: rect.right + 8 } : { wide, top: rect.bottom + 8, left: rect.left };
}

function readDismissedAt(): number | null {
  try {
    return parseDismissedAt(window.localStorage.getItem(PROMO_TOOLTIP_KEY));
  } catch {
    // Storage refused (a private mode): the hint shows, as to a first visitor.
    return null;
  }
}

/**
 * The promo tooltip (spec platform §9 "Promo tooltip timer 1440 minutes"; rules in
 * tooltip-rules.ts): a small bubble by the promotions entry naming the running promotion, with
 * a link to it and a close button (Escape closes it too). Closing or following it hides it for
 * 1,440 minutes, remembered in this browser. It reads the promo widget's data (the same SWR
 * entry, no request of its own), so it shows only while a promotion runs.
 */
export default function PromotionTooltip({ variant }: { variant: SiteVariant }) {
  const t = useTranslations('promoOverlays.tooltip');
  const pageLocale = useLocale();
  const locale = isLocale(pageLocale) ? pageLocale : DEFAULT_LOCALE;
  const pathname = usePathname() ?? '';
  const { data } = usePromotionWidget(locale);
  // Read once, in the browser: this island is never rendered on the server (promotion-overlays.tsx).
  const [due, setDue] = useState(() => tooltipDue(Date.now(), readDismissedAt()));
  const [anchor, setAnchor] = useState<Anchor | null>(null);

  const shown = due && tooltipAllowedOn(pathname) && Boolean(data?.promo);

  useEffect(() => {
    if (!shown) return undefined;
    const place = () => setAnchor(findAnchor());
    place();
    // The header and the sidebar are sticky; a banner above them scrolls away and moves them.
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place);
    };
  }, [shown]);

  const dismiss = useCallback(() => {
    try {
      window.localStorage.setItem(PROMO_TOOLTIP_KEY, String(Date.now()));
    } catch {
      // Not remembered: it shows again on the next page, which is all that is lost.
    }
    setDue(false);
  }, []);

  useEffect(() => {
    if (!shown) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, dismiss]);

  const promo = data?.promo;
  if (!shown || !promo || !anchor) return null;
  return createPortal(
    <aside
      className={`${styles.tooltip} ${anchor.wide ? styles.beside : styles.below}`}
      style={{ top: anchor.top, left: anchor.left }}
      aria-label={t('label')}
      data-testid="promo-tooltip"
    >
      <p className={styles.kicker}>{t('label')}</p>
      <p className={styles.text}>{t('text', { title: promo.title })}</p>
      <Link href={sitePath(`/promo/${promo.slug}`, locale, variant)} className={styles.open} onClick={dismiss} prefetch={false}>
        {t('open')}
      </Link>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={t('close')} data-testid="promo-tooltip-close">
        <CloseIcon size={16} />
      </button>
    </aside>,
    document.body,
  );
}
