'use client';

import { useId, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import type { BalanceDto, ProfileDto } from '@/lib/domain/accounts/account-types';
import type { PaymentData } from '@/lib/client/cashbox/use-payment-data';
import { CashboxTabs, panelId, tabFromQuery, tabId, type CashboxTab } from './cashbox-tabs';
import { DepositPanel } from './deposit/deposit-panel';
import { HistoryPanel } from './history/history-panel';
import { PayoutPanel } from './payout/payout-panel';
import styles from './cashbox.module.css';

/** `?deposit={id}` of the payment page's return. */
function depositIdFrom(value: string | null | undefined): number | null {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

/**
 * Keeps the address in step with what is shown, so a reload or a shared link opens the same tab.
 * The native history call (which Next's router follows) changes no route: the popup stays a
 * popup and "back" still leaves the cashbox.
 */
function replaceQuery(changes: Record<string, string | null>): void {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
}

interface CashboxScreenProps {
  profile: ProfileDto;
  balance: BalanceDto | null;
  data: PaymentData;
}

/**
 * The cashbox's tabs and the panel of the current one. Reads the query in the browser (the page
 * is the same HTML for every player), so it needs a Suspense boundary above it.
 */
export function CashboxScreen({ profile, balance, data }: CashboxScreenProps) {
  const search = useSearchParams();
  const [tab, setTab] = useState<CashboxTab>(() => tabFromQuery(search?.get('tab')));
  const [depositId, setDepositId] = useState(() => depositIdFrom(search?.get('deposit')));
  const idBase = useId();
  const currency = balance?.currency ?? profile.currency;

  const changeTab = (next: CashboxTab) => {
    setTab(next);
    replaceQuery({ tab: next === 'deposit' ? null : next });
  };
  const dismissOutcome = () => {
    setDepositId(null);
    replaceQuery({ deposit: null });
  };

  return (
    <div className={styles.screen}>
      <CashboxTabs value={tab} onChange={changeTab} idBase={idBase} />
      <div id={panelId(idBase)} role="tabpanel" aria-labelledby={tabId(idBase, tab)} className={styles.panel}>
        {tab === 'deposit' && <DepositPanel data={data} profile={profile} currency={currency} depositId={depositId} onDismissOutcome={dismissOutcome} />}
        {tab === 'payout' && <PayoutPanel data={data} profile={profile} balance={balance} currency={currency} />}
        {tab === 'history' && <HistoryPanel />}
      </div>
    </div>
  );
}
