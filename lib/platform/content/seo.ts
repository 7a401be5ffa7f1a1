import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/platform/db/client';
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
export async function getSeoMeta(path: string, locale: Locale): Promise<SeoMetaDto | null> {
  const db = await getDb();
  const [m] = await db.select().from(seoMeta).where(eq(seoMeta.path, path)).limit(1);
  if (!m) return null;
  return { path: m.path, metaTitle: pickText(m.metaTitle, locale), metaDescription: pickText(m.metaDescription, locale), isNoindexPath: m.isNoindexPath };
}

export async function listSeoMeta(locale: Locale): Promise<SeoMetaDto[]> {
  const db = await getDb();
  const rows = await db.select().from(seoMeta).orderBy(asc(seoMeta.path));
  return rows.map((m) => ({ path: m.path, metaTitle: pickText(m.metaTitle, locale), metaDescription: pickText(m.metaDescription, locale), isNoindexPath: m.isNoindexPath }));
}

export interface FooterImageDto {
  id: number;
  image: string;
  alt: string;
  url: string | null;
}

export async function listFooterImages(locale: Locale): Promise<FooterImageDto[]> {
  const db = await getDb();
  const rows = await db.select().from(seoFooterImages).orderBy(asc(seoFooterImages.position), asc(seoFooterImages.id));
  return rows.map(({ id, image, alt, url }) => ({ id, image, alt: pickText(alt, locale), url }));
}

export interface FooterBlockDto {
  key: string;
  content: string;
}

export async function listFooterBlocks(locale: Locale): Promise<FooterBlockDto[]> {
  const db = await getDb();
  const rows = await db.select().from(footerBlocks).orderBy(asc(footerBlocks.position), asc(footerBlocks.id));
  return rows.map((b) => ({ key: b.key, content: pickText(b.content, locale) }));
}

export async function getCanonicalHost(): Promise<string> {
  return (await getServerConfig()).canonicalHost;
}
