'use client';

import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './auth.module.css';

export type ContactTab = 'email' | 'phone';
const TABS: readonly ContactTab[] = ['email', 'phone'];

/**
 * The e-mail / phone switch of the login, registration and remind screens (spec §6 auth types),
 * with the panel of the chosen tab (`children`).
 */
export function ContactTabs({ value, onChange, children }: { value: ContactTab; onChange: (tab: ContactTab) => void; children: ReactNode }) {
  const t = useTranslations('auth');
  const id = useId();
  const panelId = `${id}-panel`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = value === 'email' ? 'phone' : 'email';
    onChange(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t('contactType')} className={styles.tabs} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab}
            id={`${id}-${tab}`}
            type="button"
            role="tab"
            aria-selected={value === tab}
            aria-controls={panelId}
            tabIndex={value === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab)}
          >
            {t(tab === 'email' ? 'byEmail' : 'byPhone')}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel">
        {children}
      </div>
    </>
  );
}
