'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/money';
import { startSession, useSession } from '@/lib/client/session/session-store';
import { useCompointsConfig } from '@/lib/client/compoints/compoint-calls';
import { Link } from '@/i18n/navigation';
import { GuestPrompt } from '@/components/profile/guest-prompt';
import { LoadingStatus } from '@/components/ui/loading-status';
import { BuyTab } from './buy-tab';
import { PickupTab } from './pickup-tab';
import styles from './compoints.module.css';

const TABS = ['buy', 'pickup'] as const;
type Tab = (typeof TABS)[number];

/**
 * The compoints shop (spec §2 "compoints shop with tabs Buy and Pick up"): the player's compoints
 * (live: `compoints_balance_changed` writes them into the config's cache) and the rate, then the
 * two tabs — the gifts on sale, and the bought gifts to take. The page is the same for everyone
 * (the proxy sends guests to login); who is here is learnt in the browser.
 */
export function CompointsShop() {
  const session = useSession();
  useEffect(() => startSession(), []);
  const t = useTranslations('compoints');
  if (session.status === 'unknown') return <LoadingStatus text={t('loading')} testId="compoints-loader" />;
  if (session.status === 'guest') return <GuestPrompt />;
  return <Shop />;
}

function Shop() {
  const t = useTranslations('compoints');
  const locale = useLocale();
  const { data: config } = useCompointsConfig(locale);
  const [tab, setTab] = useState<Tab>('buy');
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ buy: null, pickup: null });

  // Arrow keys move between the tabs (the WAI-ARIA tabs pattern); Tab goes into the panel.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const edge = event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : null;
    if (!step && !edge) return;
    event.preventDefault();
    const next = edge ?? TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.shop}>
      <header className={styles.header}>
        <div className={styles.headText}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.muted}>{t('intro')}</p>
          {config && <p className={styles.faint}>{t('rate', { stake: formatMoney(config.rate.stake, config.rate.currency, locale) })}</p>}
          <Link href="/compoints-about" className={styles.link} prefetch={false}>
            {t('about')}
          </Link>
        </div>
        <div className={styles.balance} aria-live="polite">
          <span className={styles.balanceLabel}>{t('balanceLabel')}</span>
          <span className={styles.balanceValue} data-testid="compoints-balance">
            {config ? t('balanceValue', { count: config.balance }) : t('balanceLoading')}
          </span>
        </div>
      </header>

      <div role="tablist" aria-label={t('tabs.label')} className={styles.tabList}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            type="button"
            role="tab"
            id={`compoints-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`compoints-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(name)}
            onKeyDown={onKeyDown}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`compoints-panel-${tab}`} aria-labelledby={`compoints-tab-${tab}`} className={styles.panel}>
        {tab === 'buy' ? <BuyTab balance={config?.balance ?? null} /> : <PickupTab onShop={() => setTab('buy')} />}
      </div>
    </div>
  );
}
