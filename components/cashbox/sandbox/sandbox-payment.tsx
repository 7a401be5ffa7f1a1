'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/money';
import type { SandboxInvoiceDto } from '@/lib/domain/cashbox/cashbox-types';
import { returnTarget, useSandboxInvoice } from '@/lib/client/cashbox/use-sandbox-invoice';
import { LoadingStatus } from '@/components/ui/loading-status';
import { actionButtonClass } from '@/components/forms/submit-button';
import formStyles from '@/components/forms/form.module.css';
import buttons from '@/components/ui/button.module.css';
import { CashboxErrors } from '../cashbox-texts';
import styles from './sandbox.module.css';

function InvoiceFacts({ invoice }: { invoice: SandboxInvoiceDto }) {
  const t = useTranslations('paymentSandbox');
  const locale = useLocale();
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('amount')}</dt>
        <dd className={styles.amount} data-testid="sandbox-amount">
          {formatMoney(invoice.amount, invoice.currency, locale)}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('method')}</dt>
        <dd>{invoice.method_name}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('invoice')}</dt>
        <dd>{invoice.deposit_id}</dd>
      </div>
    </dl>
  );
}

/**
 * The sandbox provider's payment page: clearly a test, it shows the invoice and lets the player
 * decide how the payment ends — Pay or Decline — then returns to the cashbox, which shows the
 * outcome. An unknown or closed invoice says so and links back to the cashbox.
 */
export function SandboxPayment({ token, cashboxHref }: { token: string; cashboxHref: string }) {
  const t = useTranslations('paymentSandbox');
  const { state, working, errors, complete, retry } = useSandboxInvoice(token, cashboxHref);

  let content;
  if (state.kind === 'loading') content = <LoadingStatus text={t('loading')} />;
  else if (state.kind === 'failed') {
    content = (
      <div className={styles.message} role="alert">
        <p>{t('failed')}</p>
        <button type="button" className={buttons.button} onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (state.kind === 'unknown' || state.kind === 'closed') {
    const closed = state.kind === 'closed' ? state.invoice : null;
    content = (
      <div className={styles.message} data-testid="sandbox-message">
        <h2 className={styles.messageTitle}>{closed ? t('closedTitle') : t('unknownTitle')}</h2>
        <p>{closed ? t('closedText', { status: t(`status.${closed.status}`) }) : t('unknownText')}</p>
        {closed && <InvoiceFacts invoice={closed} />}
        {/* A plain link: the cashbox is another site for a provider's page, loaded afresh. */}
        <a href={returnTarget(closed, cashboxHref)} className={`${buttons.button} ${buttons.gold}`}>
          {t('back')}
        </a>
      </div>
    );
  } else {
    const leaving = state.kind === 'leaving';
    content = (
      <>
        <InvoiceFacts invoice={state.invoice} />
        <div className={formStyles.form}>
          <CashboxErrors codes={errors} />
        </div>
        <p role="status" className={styles.status}>
          {leaving ? t('returning') : working ? t('working') : ''}
        </p>
        <div className={styles.buttons}>
          <button type="button" className={actionButtonClass('gold', true)} onClick={() => complete('paid')} disabled={leaving || working === 'declined'} aria-busy={working === 'paid' || undefined}>
            {working === 'paid' && <span className={formStyles.spinner} aria-hidden="true" />}
            {t('pay')}
          </button>
          <button type="button" className={`${buttons.button} ${styles.decline}`} onClick={() => complete('declined')} disabled={leaving || working === 'paid'} aria-busy={working === 'declined' || undefined}>
            {t('decline')}
          </button>
        </div>
      </>
    );
  }

  return (
    <main className={styles.page}>
      <div className={styles.testBanner} role="note">
        <strong>{t('badge')}</strong> {t('note')}
      </div>
      <section className={styles.card} aria-labelledby="sandbox-title">
        <header className={styles.head}>
          <span className={styles.logo} aria-hidden="true" />
          <div>
            <p className={styles.provider}>{t('provider')}</p>
            <h1 id="sandbox-title" className={styles.title}>
              {t('title')}
            </h1>
          </div>
        </header>
        {content}
      </section>
    </main>
  );
}
