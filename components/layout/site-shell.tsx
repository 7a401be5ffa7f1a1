import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/site-paths';
import { ALL_GAMES_SLUG } from '@/lib/domain/catalog-types';
import { listFooterBlocks, listFooterImages } from '@/lib/platform/content/seo';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { categoriesOf, visibleStaticPages } from '@/components/pages/data';
import type { PickerItem } from '@/components/producers/producers-picker';
import { GameFrameHost } from '@/components/game-frame/game-frame-host';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { ShellProvider } from './shell-state';
import styles from './shell.module.css';

/**
 * The shared layout of the player site (header, sidebar, footer) for both variants. It reads
 * only public catalogue data, so pages inside it stay cacheable; player-specific parts will be
 * client components of the main variant.
 */
export async function SiteShell({ locale, variant, children }: { locale: Locale; variant: SiteVariant; children: ReactNode }) {
  const [categories, producers, pages, images, blocks, config, t] = await Promise.all([
    categoriesOf('category', locale),
    categoriesOf('producer', locale),
    visibleStaticPages(locale),
    listFooterImages(locale),
    listFooterBlocks(locale),
    getServerConfig(),
    getTranslations({ locale, namespace: 'site' }),
  ]);
  const navCategories = categories.filter((c) => c.showInLobby || c.slug === ALL_GAMES_SLUG);
  const pickerItems: PickerItem[] = producers.map((p) => ({
    slug: p.slug,
    name: p.name,
    position: p.position,
    image: p.image,
    playersOnline: p.playersOnline ?? 0,
    href: sitePath(p.url, locale, variant),
  }));
  const support = config.messengerLinks;

  return (
    <ShellProvider producers={pickerItems}>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <Header locale={locale} variant={variant} />
      <div className={styles.body}>
        <Sidebar locale={locale} variant={variant} categories={navCategories} producerCount={producers.length} pages={pages} support={support} />
        <div className={styles.content}>
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          <Footer locale={locale} variant={variant} pages={pages} images={images} blocks={blocks} support={support} />
        </div>
      </div>
      {/* The running game (main variant: games are played there, see playPath). Tiny until a
          game starts; it stays mounted across navigations, so a minimized game keeps running. */}
      {variant === 'main' && <GameFrameHost />}
    </ShellProvider>
  );
}
