'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';

/**
 * Spec §2: a missing game route logs a warning and falls back to main. The page is rendered
 * (and cached) like any other, so the warning and the move happen in the browser; the link
 * covers a visitor without scripts.
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
