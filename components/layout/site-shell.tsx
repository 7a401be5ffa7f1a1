import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { ALL_GAMES_SLUG } from '@/lib/domain/catalog/catalog-types';
import { listFooterBlocks, listFooterImages } from '@croupier/platform/content/seo';
import { getServerConfig } from '@croupier/platform/content/server-config';
import { getDb } from '@croupier/platform/db/client';
import { categoriesOf, visibleStaticPages } from '@/components/page-data/data';
import type { PickerItem } from '@/components/producers/producers-picker';
import { GameFrameHost } from '@/components/game-frame/game-frame-host';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar } from './sidebar';
import { OverlayHostsLoader } from './overlay-hosts-loader';
import { ShellProvider } from './shell-state';
import styles from './shell.module.css';

/**
 * The shared layout of the player site (header, sidebar, footer) for both variants. It reads
 * only public catalogue data, so pages inside it stay cacheable; player-specific parts will be
 * client components of the main variant.
 */
export async function SiteShell({ locale, variant, frameHost, children }: { locale: Locale; variant: SiteVariant; frameHost?: ReactNode; children: ReactNode }) {
  const [categories, producers, pages, images, blocks, config, t] = await Promise.all([
    categoriesOf('category', locale),
    categoriesOf('producer', locale),
    visibleStaticPages(locale),
    listFooterImages(await getDb(), locale),
    listFooterBlocks(await getDb(), locale),
    getServerConfig(await getDb()),
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
  const support = { ...config.messengerLinks, chat: config.callCenterChat.provider !== 'none' };

  return (
    <ShellProvider producers={pickerItems}>
      <a href="#main" className={styles.skipLink}>
        {t('skipToContent')}
      </a>
      <Header locale={locale} variant={variant} />
      <div className={styles.body}>
        <Sidebar locale={locale} variant={variant} categories={navCategories} producerCount={producers.length} pages={pages} support={support} />
        <div className={styles.content}>
          {/* The running game: tiny until a game starts (or, on /guest, until a game link is
              clicked); it stays mounted across navigations, so a minimized game keeps running.
              Its place is its Tab order: on /guest the stage of a game opened on the page comes
              before the page; on the main site the frame follows the game page's toolbar (in
              <main>). Both come before the footer. The guest variant's host comes from its
              layout (app/[locale]/guest/layout.tsx), so its code is never in a main page's
              first load (a route gets the client components of every module it imports). */}
          {variant === 'guest' && frameHost}
          <main id="main" className={styles.main} tabIndex={-1}>
            {children}
          </main>
          {variant === 'main' && <GameFrameHost />}
          <Footer locale={locale} variant={variant} pages={pages} images={images} blocks={blocks} support={support} />
        </div>
      </div>
      {/* The one toast host and the one host of the modals features open from code, loaded with their first use. */}
      <OverlayHostsLoader />
    </ShellProvider>
  );
}
