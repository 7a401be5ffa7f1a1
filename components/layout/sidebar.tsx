import { ArtImage } from '@/components/ui/art-image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { CategoryDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import type { StaticPageSummary } from '@croupier/platform/content/static-pages';
import { ChatIcon, GiftIcon, HomeIcon, InfoIcon, StudioIcon, TelegramIcon, TrophyIcon, ViberIcon } from '@/components/ui/icons';
import { ChatButton } from '@/components/chat/chat-button';
import { PROMO_WIDGET_SLOT } from '@/components/promotion-overlays/widget-slot';
import { LocaleSwitcher } from './locale-switcher';
import { ProducersPickerTrigger, SidebarFrame } from './shell-state';
import styles from './shell.module.css';

/** Spec §2 fixed links shown in the sidebar when those pages exist. */
const SIDEBAR_PAGES = ['welcome', 'winback', 'compoints-about', 'faq'];

/** The support channels: the messenger links of the server config and whether a chat provider is configured. */
export interface SupportLinks {
  telegram: string | null;
  viber: string | null;
  chat: boolean;
}

interface SidebarProps {
  locale: Locale;
  variant: SiteVariant;
  categories: CategoryDto[];
  producerCount: number;
  pages: StaticPageSummary[];
  support: SupportLinks;
}

export function Sidebar({ locale, variant, categories, producerCount, pages, support }: SidebarProps) {
  const t = useTranslations('sidebar');
  const tf = useTranslations('footer');
  const tc = useTranslations('chat');
  const link = (path: string) => sitePath(path, locale, variant);
  const infoPages = SIDEBAR_PAGES.map((slug) => pages.find((p) => p.slug === slug)).filter((p): p is StaticPageSummary => Boolean(p));

  return (
    <SidebarFrame label={t('label')}>
      <nav className={styles.sideNav} aria-label={t('label')}>
        <ul className={styles.sideList}>
          <li>
            <Link href={link('/')} className={styles.sideLink}>
              <span className={styles.sideIcon}>
                <HomeIcon size={18} />
              </span>
              {t('lobby')}
            </Link>
          </li>
          {/* Spec §2: promotions and tournaments are public lists (routes `action`, `tournaments`). */}
          <li>
            <Link href={link('/promo')} className={styles.sideLink}>
              <span className={styles.sideIcon}>
                <GiftIcon size={18} />
              </span>
              {t('promotions')}
            </Link>
          </li>
          <li>
            <Link href={link('/tournaments')} className={styles.sideLink}>
              <span className={styles.sideIcon}>
                <TrophyIcon size={18} />
              </span>
              {t('tournaments')}
            </Link>
          </li>
        </ul>

        <p className={styles.sideHeading}>{t('categories')}</p>
        <ul className={styles.sideList}>
          {categories.map((c) => (
            <li key={c.slug}>
              <Link href={link(c.url)} className={styles.sideLink}>
                <span className={styles.sideIcon}>{c.image && <ArtImage src={c.image} alt="" width={28} height={28} />}</span>
                {c.name}
              </Link>
            </li>
          ))}
          <li>
            <ProducersPickerTrigger href={link('/producers')} className={styles.sideLink}>
              <span className={styles.sideIcon}>
                <StudioIcon size={18} />
              </span>
              <span className={styles.sideGrow}>{t('producers')}</span>
              <span className={styles.sideCount}>{producerCount}</span>
            </ProducersPickerTrigger>
          </li>
        </ul>

        {infoPages.length > 0 && (
          <>
            <p className={styles.sideHeading}>{t('info')}</p>
            <ul className={styles.sideList}>
              {infoPages.map((p) => (
                <li key={p.slug}>
                  <Link href={link(p.url)} className={styles.sideLink}>
                    <span className={styles.sideIcon}>
                      <InfoIcon size={18} />
                    </span>
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}

        {(support.telegram || support.viber || support.chat) && (
          <>
            <p className={styles.sideHeading}>{t('support')}</p>
            <div className={styles.sideSupport}>
              {support.chat && (
                <ChatButton className={styles.supportButton} failure={{ title: tc('failedTitle'), body: tc('failedBody') }}>
                  <ChatIcon size={18} />
                  {tc('open')}
                </ChatButton>
              )}
              {support.telegram && (
                <a href={support.telegram} className={styles.supportButton} target="_blank" rel="noopener noreferrer">
                  <TelegramIcon size={18} />
                  {tf('telegram')}
                </a>
              )}
              {support.viber && (
                <a href={support.viber} className={styles.supportButton} rel="noopener noreferrer">
                  <ViberIcon size={18} />
                  {tf('viber')}
                </a>
              )}
            </div>
          </>
        )}

        <div className={styles.sideLocales}>
          <p className={styles.sideHeading}>{t('language')}</p>
          <LocaleSwitcher variant={variant} />
        </div>
      </nav>
      {/* The promo widget's place, filled once the page has loaded (components/promotion-overlays): last,
          so its late arrival moves nothing in the sidebar. */}
      <div id={PROMO_WIDGET_SLOT} />
    </SidebarFrame>
  );
}
