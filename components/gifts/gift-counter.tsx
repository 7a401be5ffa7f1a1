'use client';

import { useTranslations } from 'next-intl';
import { useGiftCount } from '@/lib/client/gifts/use-gifts';
import { Link } from '@/i18n/navigation';
import { SparkIcon } from '@/components/ui/icons';
import styles from './gift-counter.module.css';

/**
 * The header's gift counter (spec §2, §4: gifts whose expiredAt is in the future), a link to the
 * profile's Gifts tab. The count comes from GET /json-api/user-gifts/payout-gift-count and is set
 * again from the list whenever the gifts are reloaded (lib/client/gifts/gift-actions.ts).
 */
export function GiftCounter() {
  const t = useTranslations('giftsLive');
  const count = useGiftCount() ?? 0;
  return (
    <Link href="/profile/gifts" className={styles.counter} prefetch={false} aria-label={t('counter', { count })} data-testid="header-gifts">
      <SparkIcon size={18} />
      {count > 0 && (
        <span className={styles.counterBadge} data-testid="header-gifts-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
