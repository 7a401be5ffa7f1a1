import { getTranslations } from 'next-intl/server';
import { sandboxEnabled } from '@croupier/platform/cashbox/payment-provider';
import styles from './sandbox-mark.module.css';

/**
 * The "test payments" strip at the top of every page while the payment sandbox is on
 * (lib/platform/cashbox/payment-provider.ts): a deposit there is simulated, and players must be
 * able to tell such a site from one that takes their money. In the flow, above the sticky header,
 * so it covers nothing; the same for every visitor, so cached pages may carry it.
 */
export async function SandboxMark() {
  if (!sandboxEnabled()) return null;
  const t = await getTranslations('paymentSandbox');
  const text = t('siteMark');
  return (
    <aside className={styles.mark} aria-label={text}>
      {text}
    </aside>
  );
}
