import { useLocale, useTranslations } from 'next-intl';
import { sitePath } from '@/lib/domain/routing/site-paths';
import { StandaloneFrame, StatusScreen } from '@/components/status/status-screen';

// A 404 raised outside the site layouts (e.g. a status code that does not exist): a page of its own.
export default function LocaleNotFound() {
  const locale = useLocale();
  const t = useTranslations('site');
  const tm = useTranslations('meta');
  const lobby = sitePath('/', locale, 'main');
  return (
    <StandaloneFrame homeHref={lobby} homeLabel={t('home')}>
      <title>{tm('notFoundTitle')}</title>
      <meta name="robots" content="noindex" />
      <StatusScreen code="404" lobbyHref={lobby} />
    </StandaloneFrame>
  );
}
