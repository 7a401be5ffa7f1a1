'use client';

import buttons from '@/components/ui/button.module.css';
import styles from './gifts.module.css';

export interface InactiveGiftTexts {
  body: string;
  when: string;
  hint: string;
  ok: string;
}

/**
 * The inactive-gift modal's body (spec §2): why a used or expired gift can no longer be used. It is
 * shown by the site shell's modal host, whose messages do not hold the gifts' texts, so it gets
 * them written already.
 */
export function InactiveGiftBody({ texts, close }: { texts: InactiveGiftTexts; close: () => void }) {
  return (
    <div className={styles.inactive} data-testid="inactive-gift">
      <p>{texts.body}</p>
      <p className={styles.faint}>{texts.when}</p>
      <p className={styles.faint}>{texts.hint}</p>
      <div>
        <button type="button" className={`${buttons.button} ${buttons.gold}`} onClick={close}>
          {texts.ok}
        </button>
      </div>
    </div>
  );
}
