import 'server-only';
import type { Metadata } from 'next';
import { LOCALES, DEFAULT_LOCALE, localizedPath, type Locale } from '@/lib/domain/locales';
import { isDeepPath } from '@/lib/domain/routing/route-rules';
import { getSeoMeta } from '@/lib/platform/content/seo';
import { getServerConfig } from '@/lib/platform/content/server-config';
import type { Executor } from '@/lib/platform/db/executor';

export interface PageMetadataInput {
  locale: Locale;
  /** The page's path without locale prefix or /guest base, e.g. "/games/slots". */
  path: string;
  /** Used when the operator has no SEO meta for this path. */
  fallbackTitle: string;
  fallbackDescription?: string;
  /** Extra reason to keep the page out of search engines. */
  noindex?: boolean;
}

/** Absolute URL of a path in a locale on the canonical host (main variant, never /guest). */
export function canonicalUrl(host: string, path: string, locale: Locale): string {
  return new URL(localizedPath(path, locale), host).toString();
}

/**
 * The one place page metadata is built (DESIGN: SEO): title and description from SEO meta
 * by path, canonical on the canonical host (the /guest variant points to the main one),
 * hreflang alternates for every locale plus x-default, and noindex for deep paths (≥4
 * segments), flagged paths and a site-wide noIndex in the server config.
 */
export async function buildPageMetadata(db: Executor, input: PageMetadataInput): Promise<Metadata> {
  const [meta, config] = await Promise.all([getSeoMeta(db, input.path, input.locale), getServerConfig(db)]);
  const host = config.canonicalHost;
  const noindex = Boolean(input.noindex) || config.noIndex || isDeepPath(input.path) || Boolean(meta?.isNoindexPath);
  const languages: Record<string, string> = {};
  for (const l of LOCALES) languages[l] = canonicalUrl(host, input.path, l);
  languages['x-default'] = canonicalUrl(host, input.path, DEFAULT_LOCALE);
  const title = meta?.metaTitle || input.fallbackTitle;
  const description = meta?.metaDescription || input.fallbackDescription;
  return {
    metadataBase: new URL(host),
    title,
    description,
    alternates: { canonical: canonicalUrl(host, input.path, input.locale), languages },
    robots: noindex ? { index: false, follow: true } : { index: true, follow: true },
    openGraph: { title, description, url: canonicalUrl(host, input.path, input.locale), siteName: 'Croupier', locale: input.locale, type: 'website' },
  };
}
