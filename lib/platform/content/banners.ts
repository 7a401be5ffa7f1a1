import 'server-only';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { banners } from '@/lib/platform/db/schema';
import { pickText, type Locale } from '@/lib/domain/locales';

export type BannerType = 'startPage' | 'gameProvider';

export interface BannerDto {
  id: number;
  type: BannerType;
  providerSlug: string | null;
  title: string;
  subtitle: string;
  buttonText: string;
  image: string;
  url: string;
}

export async function listBanners(db: Executor, filter: { type?: BannerType; providerSlug?: string }, locale: Locale): Promise<BannerDto[]> {
  const where: SQL[] = [eq(banners.active, true)];
  if (filter.type) where.push(eq(banners.type, filter.type));
  if (filter.providerSlug) where.push(eq(banners.providerSlug, filter.providerSlug));
  const rows = await db.select().from(banners).where(and(...where)).orderBy(asc(banners.position), asc(banners.id));
  return rows.map((b) => ({
    id: b.id,
    type: b.type,
    providerSlug: b.providerSlug,
    title: pickText(b.title, locale),
    subtitle: pickText(b.subtitle, locale),
    buttonText: pickText(b.buttonText, locale),
    image: b.image,
    url: b.url,
  }));
}
