import { useLocale, useTranslations } from 'next-intl';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { StatusScreen } from './status-screen';

/** The localized 404 inside the site layout (notFound() and unknown paths). */
export function NotFoundBody({ variant }: { variant: SiteVariant }) {
  const locale = useLocale();
  const t = useTranslations('meta');
  return (
    <>
      {/* not-found files cannot export metadata; React places this title in the head. */}
      <title>{t('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <StatusScreen code="404" lobbyHref={sitePath('/', locale, variant)} />
    </>
  );
}
