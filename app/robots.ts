import type { MetadataRoute } from 'next';
import { getServerConfig } from '@croupier/platform/content/server-config';
import { getDb } from '@croupier/platform/db/client';

export const dynamic = 'force-dynamic';

/**
 * Player-only and API paths stay out of search engines, and so do the studio's iframe pages and
 * the payment sandbox; game pages (/play/…) are landing pages and open to crawlers. A site-wide
 * noIndex closes everything.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const config = await getServerConfig(await getDb());
  if (config.noIndex) return { rules: { userAgent: '*', disallow: '/' } };
  const privatePaths = ['/profile', '/cashbox', '/payment-sandbox', '/compoints', '/login', '/registration', '/remind', '/new-password', '/studio/'];
  const disallow = ['/json-api/', '/api/', '/ws', ...privatePaths, ...['en', 'it'].flatMap((l) => privatePaths.map((p) => `/${l}${p}`))];
  return {
    rules: { userAgent: '*', allow: '/', disallow },
    sitemap: new URL('/sitemap.xml', config.canonicalHost).toString(),
    host: config.canonicalHost,
  };
}
