'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { useParams, useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LOCALE, isLocale, localizedPath } from '@/lib/domain/locales';

/**
 * Spec §2: a missing game route logs a warning and falls back to main. The page is rendered
 * like any other, so the warning and the move happen in the browser; the link covers a visitor
 * without scripts.
 */
export function MissingGame({ slug, mainHref }: { slug: string; mainHref: string }) {
  const t = useTranslations('gameFrame');
  const router = useRouter();
  useEffect(() => {
    console.warn(`game route: no active game "${slug}", falling back to main`);
    router.replace(mainHref);
  }, [slug, mainHref, router]);
  return (
    <p role="status" data-testid="missing-game">
      {t('missing')}{' '}
      <Link href={mainHref} prefetch={false}>
        {t('toMain')}
      </Link>
    </p>
  );
}

/** A segment as the URL has it, decoded once (the router may hand it over percent-encoded). */
function decoded(segment: string | string[] | undefined): string {
  const raw = Array.isArray(segment) ? segment.join('/') : (segment ?? '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The play route's not-found page (/play/<name> of no active game answers 404, so Next's ISR
 * cache keeps nothing for made-up names): a not-found page gets no params, the name comes from
 * the URL and the language from the provider.
 */
export function MissingPlayedGame() {
  const { name } = useParams<{ name?: string }>();
  const locale = useLocale();
  return <MissingGame slug={decoded(name)} mainHref={localizedPath('/', isLocale(locale) ? locale : DEFAULT_LOCALE)} />;
}
