'use client';

import type { KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import styles from './cashbox.module.css';

/** Spec §2: top up, payout, operations history. Top up is the default; the others are `?tab=`. */
export const CASHBOX_TABS = ['deposit', 'payout', 'history'] as const;
export type CashboxTab = (typeof CASHBOX_TABS)[number];

export function tabFromQuery(value: string | null | undefined): CashboxTab {
  return (CASHBOX_TABS as readonly (string | null | undefined)[]).includes(value) ? (value as CashboxTab) : 'deposit';
}

export const tabId = (base: string, tab: CashboxTab) => `${base}-tab-${tab}`;
export const panelId = (base: string) => `${base}-panel`;

const KEYS: Record<string, (index: number) => number> = {
  ArrowRight: (i) => (i + 1) % CASHBOX_TABS.length,
  ArrowLeft: (i) => (i - 1 + CASHBOX_TABS.length) % CASHBOX_TABS.length,
  Home: () => 0,
  End: () => CASHBOX_TABS.length - 1,
};

/**
 * The cashbox's tabs (WAI-ARIA tabs with automatic activation): one tab stop, arrow keys, Home and
 * End move between them and show the panel at once.
 */
export function CashboxTabs({ value, onChange, idBase }: { value: CashboxTab; onChange: (tab: CashboxTab) => void; idBase: string }) {
  const t = useTranslations('cashbox.tabs');
  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = CASHBOX_TABS[move(CASHBOX_TABS.indexOf(value))]!;
    onChange(next);
    document.getElementById(tabId(idBase, next))?.focus();
  };
  return (
    <div role="tablist" aria-label={t('label')} className={styles.tabs} onKeyDown={onKeyDown}>
      {CASHBOX_TABS.map((tab) => (
        <button
          key={tab}
          id={tabId(idBase, tab)}
          type="button"
          role="tab"
          aria-selected={value === tab}
          aria-controls={panelId(idBase)}
          tabIndex={value === tab ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab)}
        >
          {t(tab)}
        </button>
      ))}
    </div>
  );
}
