import 'server-only';
import { asc } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { levels } from '@/lib/platform/db/schema';
import { pickText, type Locale } from '@/lib/domain/locales';

export interface LevelDto {
  index: number;
  name: string;
  image: string;
  pointsRequired: number;
}

export async function listLevels(db: Executor, locale: Locale): Promise<LevelDto[]> {
  const rows = await db.select().from(levels).orderBy(asc(levels.index));
  return rows.map((l) => ({ index: l.index, name: pickText(l.name, locale), image: l.image, pointsRequired: l.pointsRequired }));
}
