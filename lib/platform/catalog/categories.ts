import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { categories } from '@/lib/platform/db/schema';
import { pickText, type Locale } from '@/lib/domain/locales';
import { categoryUrl, type CategoryDto, type CategoryType } from '@/lib/domain/catalog/catalog-types';

type CategoryRow = typeof categories.$inferSelect;

export function toCategoryDto(row: CategoryRow, locale: Locale): CategoryDto {
  const dto: CategoryDto = {
    id: row.id,
    type: row.type,
    slug: row.slug,
    name: pickText(row.name, locale),
    image: row.image,
    url: row.url ?? categoryUrl(row.type, row.slug),
    position: row.position,
    showInLobby: row.showInLobby,
  };
  if (row.type === 'producer') dto.playersOnline = row.playersOnline;
  return dto;
}

/** Active categories or producers, by position ascending (spec §7). */
export async function listCategories(db: Executor, type: CategoryType, locale: Locale): Promise<CategoryDto[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.type, type), eq(categories.active, true)))
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((row) => toCategoryDto(row, locale));
}

export async function getCategory(db: Executor, type: CategoryType, slug: string, locale: Locale): Promise<CategoryDto | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.type, type), eq(categories.slug, slug), eq(categories.active, true)))
    .limit(1);
  return row ? toCategoryDto(row, locale) : null;
}

/** A slug in either source: GET /json-api/v2/categories/{slug} does not say which type it wants. */
export async function findCategoryAnyType(db: Executor, slug: string, locale: Locale): Promise<CategoryDto | null> {
  return (await getCategory(db, 'category', slug, locale)) ?? getCategory(db, 'producer', slug, locale);
}
