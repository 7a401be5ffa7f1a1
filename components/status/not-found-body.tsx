import { useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/site-paths';
import { StatusScreen } from './status-screen';

/** The localized 404 inside the site layout (notFound() and unknown paths). */
export function NotFoundBody({ variant }: { variant: SiteVariant }) {
  const current = useLocale();
  const t = useTranslations('meta');
  const locale = isLocale(current) ? current : DEFAULT_LOCALE;
  return (
    <>
      {/* not-found files cannot export metadata; React places this title in the head. */}
      <title>{t('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <StatusScreen code="404" lobbyHref={sitePath('/', locale, variant)} />
    </>
  );
}
