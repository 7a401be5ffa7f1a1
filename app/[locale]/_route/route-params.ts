import { notFound, permanentRedirect } from 'next/navigation';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { enterLocale, parsePageNumber } from '@/components/page-data/data';

/**
 * What the route modules share. A page's body lives in a private folder beside its route
 * (e.g. app/[locale]/(site)/games/[slug]/_route/category-route.tsx), and the route files are one
 * line each: they hand their params to that module, with the variant they belong to; the guest
 * variant's routes (app/[locale]/guest) import the main route's module. One module per page on
 * purpose: the bundler gives a page the client components of every module its route imports,
 * so a shared module would put the category grid's code on the lobby. Metadata always
 * describes the main variant's path, so the guest copy's canonical points to the main page.
 */
export type Params<T> = { params: Promise<T> };
export type L = { locale: string };

/** Page N of a paged list (N ≥ 2); "/page/1" redirects to the list itself, anything else is a 404. */
export function pageOf(raw: string | undefined, listPath: string, locale: ReturnType<typeof enterLocale>, variant: SiteVariant): number {
  if (raw === undefined) return 1;
  if (raw === '1') permanentRedirect(sitePath(listPath, locale, variant));
  const page = parsePageNumber(raw);
  if (page === null) notFound();
  return page;
}

/**
 * A dynamic segment as the page should read it. Next hands some segments over still
 * percent-encoded (`caf%C3%A9` for /play/café), so they are decoded once here; a segment that
 * does not decode is a 404, never a 500 (server.ts already sends undecodable paths there).
 */
export function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    notFound();
  }
}

/** Dynamic segments are rendered on their first request and then cached (see app/[locale]/layout.tsx). */
export function noStaticParams() {
  return [];
}
