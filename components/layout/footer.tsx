import { ArtImage } from '@/components/ui/art-image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import type { FooterBlockDto, FooterImageDto } from '@croupier/platform/content/seo';
import type { StaticPageSummary } from '@croupier/platform/content/static-pages';
import { ChatIcon, TelegramIcon, ViberIcon } from '@/components/ui/icons';
import { ChatButton } from '@/components/chat/chat-button';
import { Logo } from './logo';
import type { SupportLinks } from './sidebar';
import styles from './footer.module.css';

interface FooterProps {
  locale: Locale;
  variant: SiteVariant;
  pages: StaticPageSummary[];
  images: FooterImageDto[];
  blocks: FooterBlockDto[];
  support: SupportLinks;
}

/** SEO footer: static pages, support channels, licence and payment marks, legal text, 18+. */
export function Footer({ locale, variant, pages, images, blocks, support }: FooterProps) {
  const t = useTranslations('footer');
  const ts = useTranslations('site');
  const tc = useTranslations('chat');
  const link = (path: string) => sitePath(path, locale, variant);
  return (
    <footer className={styles.footer} aria-label={t('label')}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <Link href={link('/')} aria-label={ts('home')}>
            <Logo />
          </Link>
          <p className={styles.tagline}>{ts('tagline')}</p>
          <p className={styles.adult}>
            <span className={styles.adultMark}>{t('adultMark')}</span>
            <span>{t('adultNote')}</span>
          </p>
        </div>

        {pages.length > 0 && (
          <nav className={styles.pages} aria-label={t('pages')}>
            <h2 className={styles.heading}>{t('pages')}</h2>
            <ul className={styles.pageList}>
              {pages.map((p) => (
                <li key={p.slug}>
                  <Link href={link(p.url)} className={styles.pageLink} prefetch={false}>
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {(support.telegram || support.viber || support.chat) && (
          <section className={styles.support} aria-labelledby="footer-support">
            <h2 id="footer-support" className={styles.heading}>
              {t('support')}
            </h2>
            <p className={styles.supportNote}>{t('supportNote')}</p>
            <div className={styles.supportLinks}>
              {support.chat && (
                <ChatButton className={`${styles.messenger} ${styles.chat}`} failure={{ title: tc('failedTitle'), body: tc('failedBody') }}>
                  <ChatIcon size={18} />
                  {tc('open')}
                </ChatButton>
              )}
              {support.telegram && (
                <a href={support.telegram} className={`${styles.messenger} ${styles.telegram}`} target="_blank" rel="noopener noreferrer">
                  <TelegramIcon size={18} />
                  {t('telegram')}
                </a>
              )}
              {support.viber && (
                <a href={support.viber} className={`${styles.messenger} ${styles.viber}`} rel="noopener noreferrer">
                  <ViberIcon size={18} />
                  {t('viber')}
                </a>
              )}
            </div>
          </section>
        )}
      </div>

      {images.length > 0 && (
        <ul className={styles.marks} aria-label={t('marks')}>
          {images.map((img) => {
            const picture = <ArtImage src={img.image} alt={img.alt} width={150} height={48} className={styles.mark} />;
            return (
              <li key={img.id}>
                {img.url ? (
                  <Link href={img.url.startsWith('/') ? link(img.url) : img.url} prefetch={false}>
                    {picture}
                  </Link>
                ) : (
                  picture
                )}
              </li>
            );
          })}
        </ul>
      )}

      {blocks.length > 0 && (
        <div className={styles.blocks}>
          {blocks.map((b) => (
            <p key={b.key} className={styles.block}>
              {b.content}
            </p>
          ))}
        </div>
      )}
    </footer>
  );
}
