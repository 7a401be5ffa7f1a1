import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTranslations } from 'next-intl/server';
import { LOCALES, type Locale } from '@/lib/domain/locales';
import { serviceWorkerSource, type OfflineTexts } from '@croupier/platform/service-worker/sw-script';

export const dynamic = 'force-dynamic';

/** The build this server runs (Next's BUILD_ID): the worker's code version. */
function buildId(): string {
  try {
    return readFileSync(path.join(/* turbopackIgnore: true */ process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

let source: Promise<string> | null = null;

async function build(): Promise<string> {
  const entries = await Promise.all(
    LOCALES.map(async (locale): Promise<[Locale, OfflineTexts]> => {
      const t = await getTranslations({ locale, namespace: 'chat.offline' });
      return [locale, { title: t('title'), body: t('body'), retry: t('retry') }];
    }),
  );
  return serviceWorkerSource(buildId(), Object.fromEntries(entries) as Record<Locale, OfflineTexts>);
}

/**
 * GET /sw.js: the service worker (lib/platform/service-worker/sw-script.ts), built once per
 * process. Never cached by HTTP caches: the browser's update check (every 15 minutes, spec §9)
 * must see a new deploy at once.
 */
export async function GET(): Promise<Response> {
  if (!source) {
    source = build();
    source.catch(() => {
      source = null;
    });
  }
  return new Response(await source, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache, no-store', 'service-worker-allowed': '/' },
  });
}
