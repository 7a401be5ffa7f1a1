import { ArtImage } from '@/components/ui/art-image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CategoryDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { ChevronRightIcon, StudioIcon } from '@/components/ui/icons';
import { ProducersPickerTrigger } from '@/components/layout/shell-state';
import { PlayersOnline } from './players-online';
import styles from './lobby.module.css';

/** The lobby's providers strip: every studio's logo with its players online (live), and the picker behind "all providers". */
export function ProvidersStrip({ producers, locale, variant }: { producers: CategoryDto[]; locale: Locale; variant: SiteVariant }) {
  const t = useTranslations('lobby');
  if (producers.length === 0) return null;
  return (
    <section className={styles.row} aria-labelledby="lobby-providers">
      <div className={styles.rowHead}>
        <h2 id="lobby-providers" className={styles.rowTitle}>
          <span className={styles.rowIconBox}>
            <StudioIcon size={18} />
          </span>
          <span>{t('providers')}</span>
        </h2>
        <ProducersPickerTrigger href={sitePath('/producers', locale, variant)} className={styles.showAll} label={t('allProviders')}>
          {t('showAll')}
          <ChevronRightIcon size={16} />
        </ProducersPickerTrigger>
      </div>
      <ul className={styles.providers}>
        {producers.map((p) => (
          <li key={p.slug}>
            <Link href={sitePath(p.url, locale, variant)} className={styles.provider} prefetch={false}>
              {p.image ? <ArtImage src={p.image} alt={p.name} width={200} height={100} className={styles.providerLogo} /> : <span className={styles.providerName}>{p.name}</span>}
              <PlayersOnline slug={p.slug} count={p.playersOnline ?? 0} className={styles.online} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
