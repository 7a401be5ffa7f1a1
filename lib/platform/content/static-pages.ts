import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { staticPages } from '@/lib/platform/db/schema';
import { pickText, type Locale } from '@/lib/domain/locales';
import { fillPageFacts } from './page-facts';

export interface StaticPageSummary {
  slug: string;
  url: string;
  pageType: string;
  title: string;
}

export interface StaticPageDto extends StaticPageSummary {
  /** Paragraphs of plain text (the body is split on blank lines). */
  paragraphs: string[];
  updatedAt: string;
}

export async function listStaticPages(db: Executor, filter: { hidden?: boolean }, locale: Locale): Promise<StaticPageSummary[]> {
  const where: SQL[] = [];
  if (filter.hidden !== undefined) where.push(eq(staticPages.hidden, filter.hidden));
  const rows = await db.select().from(staticPages).where(and(...where)).orderBy(asc(staticPages.position), asc(staticPages.id));
  return rows.map((p) => ({ slug: p.slug, url: p.url, pageType: p.pageType, title: pickText(p.title, locale) }));
}

/**
 * Hidden pages still open by their slug (they are only left out of lists and the footer). The
 * body's `{name}` tokens carry the operator's current figures (page-facts.ts).
 */
export async function getStaticPage(db: Executor, slug: string, locale: Locale): Promise<StaticPageDto | null> {
  const [p] = await db.select().from(staticPages).where(eq(staticPages.slug, slug)).limit(1);
  if (!p) return null;
  return {
    slug: p.slug,
    url: p.url,
    pageType: p.pageType,
    title: pickText(p.title, locale),
    paragraphs: (await fillPageFacts(db, pickText(p.body, locale), locale))
      .split(/\n\s*\n/)
      .map((s) => s.trim())
      .filter(Boolean),
    updatedAt: p.updatedAt.toISOString(),
  };
}
