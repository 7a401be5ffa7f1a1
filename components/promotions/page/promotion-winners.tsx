'use client';

import { useTranslations } from 'next-intl';
import { openModal } from '@/lib/client/modals/modal-requests';
import button from '@/components/ui/button.module.css';
import type { PromotionViewContext } from './promotion-context';
import { WinnerNames, WinnersModalBody, type WinnerEntry } from './winners-modal-body';
import styles from './promotion-page.module.css';

/**
 * A finished promo's winners (spec §2): each prize's winner names, and the winners modal (head
 * image, title, subtitle, grid of names, close) on the one modal stack. The modal is rendered by
 * the shell's host, outside this page's message provider, so it gets its texts ready-made.
 */
export function PromotionWinners({ ctx }: { ctx: PromotionViewContext }) {
  const t = useTranslations('promo.winners');
  const { promo, status } = ctx;
  if (status !== 'past') return null;
  const entries: WinnerEntry[] = promo.prizes.flatMap((prize) => prize.winners.map((w) => ({ key: `${prize.id}-${w.userId}`, name: w.username, prize: prize.title })));

  const open = () =>
    openModal({
      kind: 'custom',
      size: 'lg',
      title: t('title'),
      render: (close) => <WinnersModalBody image={promo.image} subtitle={t('subtitle', { title: promo.title })} entries={entries} closeLabel={t('close')} close={close} />,
    });

  return (
    <section className={styles.section} aria-labelledby="promo-winners" data-testid="promo-winners">
      <h2 id="promo-winners" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.empty}>{t('none')}</p>
      ) : (
        <>
          <WinnerNames entries={entries} />
          <button type="button" className={`${button.button} ${styles.selfStart}`} onClick={open} data-testid="promo-winners-open">
            {t('open')}
          </button>
        </>
      )}
    </section>
  );
}
