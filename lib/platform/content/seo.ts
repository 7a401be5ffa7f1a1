import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { footerBlocks, seoFooterImages, seoMeta } from '@/lib/platform/db/schema';
import { pickText, type Locale } from '@/lib/domain/locales';
import { getServerConfig } from './server-config';

export interface SeoMetaDto {
  path: string;
  metaTitle: string;
  metaDescription: string;
  isNoindexPath: boolean;
}

/** Meta for a path without locale prefix; null when the operator has none for it. */
export async function getSeoMeta(db: Executor, path: string, locale: Locale): Promise<SeoMetaDto | null> {
  const [m] = await db.select().from(seoMeta).where(eq(seoMeta.path, path)).limit(1);
  if (!m) return null;
  return { path: m.path, metaTitle: pickText(m.metaTitle, locale), metaDescription: pickText(m.metaDescription, locale), isNoindexPath: m.isNoindexPath };
}

export async function listSeoMeta(db: Executor, locale: Locale): Promise<SeoMetaDto[]> {
  const rows = await db.select().from(seoMeta).orderBy(asc(seoMeta.path));
  return rows.map((m) => ({ path: m.path, metaTitle: pickText(m.metaTitle, locale), metaDescription: pickText(m.metaDescription, locale), isNoindexPath: m.isNoindexPath }));
}

export interface FooterImageDto {
  id: number;
  image: string;
  alt: string;
  url: string | null;
}

export async function listFooterImages(db: Executor, locale: Locale): Promise<FooterImageDto[]> {
  const rows = await db.select().from(seoFooterImages).orderBy(asc(seoFooterImages.position), asc(seoFooterImages.id));
  return rows.map(({ id, image, alt, url }) => ({ id, image, alt: pickText(alt, locale), url }));
}

export interface FooterBlockDto {
  key: string;
  content: string;
}

export async function listFooterBlocks(db: Executor, locale: Locale): Promise<FooterBlockDto[]> {
  const rows = await db.select().from(footerBlocks).orderBy(asc(footerBlocks.position), asc(footerBlocks.id));
  return rows.map((b) => ({ key: b.key, content: pickText(b.content, locale) }));
}

export async function getCanonicalHost(db: Executor): Promise<string> {
  return (await getServerConfig(db)).canonicalHost;
}
