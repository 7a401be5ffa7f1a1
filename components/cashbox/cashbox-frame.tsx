'use client';

import { Suspense, useCallback, useEffect, useId } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { startSession, useSession } from '@/lib/client/session/session-store';
import { blockToasts } from '@/lib/client/toasts/toast-store';
import { useCashboxOpenReport } from '@/lib/client/cashbox/use-cashbox-open';
import { usePaymentData } from '@/lib/client/cashbox/use-payment-data';
import { CloseIcon } from '@/components/ui/icons';
import { LoadingStatus } from '@/components/ui/loading-status';
import { Modal } from '@/components/ui/modal';
import { CashboxGuest } from './cashbox-guest';
import { CashboxScreen } from './cashbox-screen';
import styles from './cashbox.module.css';
import modalStyles from '@/components/ui/modal.module.css';

export type CashboxFrameMode = 'modal' | 'page';

/**
 * The cashbox (spec §2 "/cashbox: cashbox popup, login required"): a popup over the current page
 * when reached by a link (intercepting route app/[locale]/(site)/@modal/(.)cashbox), a page of
 * its own when the URL is opened directly or the payment page sends the player back. The HTML is
 * the same for every player (ISR); who is here is learnt in the browser, like the profile.
 *
 * Closing the popup goes back to the page under it; the page's close goes to main.
 *
 * The popup is a layer of the one modal stack: the contact verification modal (payout variant)
 * opens above it, takes Escape and the Tab trap while it is on top, and gives the focus back to
 * the cashbox when it closes.
 *
 * Spec §4 "the cashbox page blocks toasts until the user leaves it": while a cashbox frame (page or
 * popup) is mounted, new toasts wait (lib/client/toasts/toast-store.ts) and show once it is gone.
 */
export function CashboxFrame({ mode, mainHref }: { mode: CashboxFrameMode; mainHref: string }) {
  const t = useTranslations('cashbox');
  const router = useRouter();
  const titleId = useId();
  const session = useSession();
  // Learns who is here if the site has not asked yet (startSession runs once per page load).
  useEffect(() => startSession(), []);
  const player = session.status === 'player';
  const data = usePaymentData(player);
  useCashboxOpenReport(player);
  useEffect(() => blockToasts(), []);
  const close = useCallback(() => router.back(), [router]);

  const loader = <LoadingStatus text={t('loading')} testId="cashbox-loading" />;
  let body;
  if (session.status === 'unknown') body = loader;
  else if (session.status === 'guest') body = <CashboxGuest />;
  else
    body = (
      <Suspense fallback={loader}>
        <CashboxScreen profile={session.profile} balance={session.balance} data={data} />
      </Suspense>
    );

  if (mode === 'modal') {
    return (
      <Modal open onClose={close} title={t('title')} closeLabel={t('close')} size="lg">
        {body}
      </Modal>
    );
  }
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <header className={styles.pageHead}>
        <h1 id={titleId} className={styles.pageTitle}>
          {t('title')}
        </h1>
        <Link href={mainHref} className={modalStyles.close} aria-label={t('close')} prefetch={false}>
          <CloseIcon />
        </Link>
      </header>
      {body}
    </section>
  );
}
