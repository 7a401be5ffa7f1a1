import { ArtImage } from '@/components/ui/art-image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import { formatMoney } from '@/lib/domain/money';
import { playPath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import type { WinnerDto } from '@/lib/domain/winners/winners';
import { TrophyIcon } from '@/components/ui/icons';
import styles from './lobby.module.css';

/**
 * Latest wins (GET /api/winners?limit=30): player, game and amount. Rendered by the server for
 * the first load and by the live list after it (live-winners.tsx, `live`).
 */
export function WinnersList({ winners, locale, live = false }: { winners: WinnerDto[]; locale: Locale; variant: SiteVariant; live?: boolean }) {
  const t = useTranslations('winners');
  return (
    <section className={styles.winners} aria-labelledby="lobby-winners" data-testid="lobby-winners" data-live={live ? 'true' : undefined}>
      <div className={styles.rowHead}>
        <h2 id="lobby-winners" className={styles.rowTitle}>
          <span className={`${styles.rowIconBox} ${styles.goldBox}`}>
            <TrophyIcon size={18} />
          </span>
          <span>{t('title')}</span>
        </h2>
        <span className={styles.live}>
          <span className={styles.liveDot} aria-hidden="true" />
          {t('live')}
        </span>
      </div>
      {winners.length === 0 ? (
        <p className={styles.winnersEmpty}>{t('empty')}</p>
      ) : (
        <ul className={styles.winnerList}>
          {winners.map((w) => (
            <li key={w.id} className={styles.winner}>
              {w.game ? (
                <Link href={playPath(w.game.slug, locale)} className={styles.winnerThumb} prefetch={false} tabIndex={-1} aria-hidden="true">
                  <ArtImage src={w.game.preview} alt="" width={64} height={48} />
                </Link>
              ) : (
                <span className={styles.winnerThumb} />
              )}
              <span className={styles.winnerText}>
                <span className={styles.winnerUser}>{w.userName}</span>
                {w.game && (
                  <span className={styles.winnerGame}>{t('inGame', { game: w.game.name })}</span>
                )}
              </span>
              <span className={styles.winnerAmount}>{formatMoney(w.amount, w.currency, locale)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
