import 'server-only';
import { and, asc, gt, lte } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { contentBlocks } from '@/lib/platform/db/schema';
import { pickText, type Locale } from '@/lib/domain/locales';

export interface ContentBlockDto {
  key: string;
  title: string;
  body: string;
  image: string | null;
  url: string | null;
  startsAt: string;
  endsAt: string;
}

/** The block whose window holds `now`; the one ending soonest wins when several overlap. */
export async function getCurrentBlock(db: Executor, locale: Locale, now = new Date()): Promise<ContentBlockDto | null> {
  const [b] = await db
    .select()
    .from(contentBlocks)
    .where(and(lte(contentBlocks.startsAt, now), gt(contentBlocks.endsAt, now)))
    .orderBy(asc(contentBlocks.endsAt))
    .limit(1);
  if (!b) return null;
  return {
    key: b.key,
    title: pickText(b.title, locale),
    body: pickText(b.body, locale),
    image: b.image,
    url: b.url,
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
  };
}
