import { notFound, permanentRedirect } from 'next/navigation';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { enterLocale, parsePageNumber } from '@/components/page-data/data';

/**
 * What the pages share. Each `page.tsx` renders its page: it reads its params and hands them to
 * its body component (components/<feature>); the guest variant's pages (app/[locale]/guest) are
 * the main pages with `variant: 'guest'` (guest-page.tsx), and paged copies (`…/page/[n]`)
 * re-export their list's page. A page imports only its own body on purpose: the bundler gives a
 * page the client components of every module its route imports, so a module shared by several
 * pages would put the category grid's code on the lobby (decision 0007). Metadata always
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
