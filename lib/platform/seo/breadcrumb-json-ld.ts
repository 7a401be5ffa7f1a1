import 'server-only';
import type { Locale } from '@/lib/domain/locales';
import { canonicalUrl } from './page-metadata';

export interface JsonLdCrumb {
  name: string;
  /** Site path without locale prefix, e.g. "/games/slots". */
  path: string;
}

/**
 * schema.org BreadcrumbList of a page's trail, on the canonical host (like the canonical link),
 * so search engines show the trail under the result. Serialized for a <script> element: "<" is
 * escaped so a name can never close the script.
 */
export function breadcrumbJsonLd(host: string, locale: Locale, crumbs: readonly JsonLdCrumb[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: canonicalUrl(host, crumb.path, locale) })),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
