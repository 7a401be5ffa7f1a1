import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { CompointProductDto } from '@/lib/domain/compoints/compoints';
import type { GiftSpec } from '@/lib/domain/gifts/gifts';
import { pickText, type Locale } from '@/lib/domain/locales';
import type { Executor } from '@/lib/platform/db/executor';
import { compointProducts } from '@/lib/platform/db/schema';

export type CompointProductRow = typeof compointProducts.$inferSelect;

/** GET /json-api/compoint-products?type=gift: the active products, in shop order, sold out ones included (shown as such). */
export async function listCompointProducts(db: Executor, type: CompointProductRow['type'], locale: Locale): Promise<CompointProductDto[]> {
  const rows = await db
    .select()
    .from(compointProducts)
    .where(and(eq(compointProducts.type, type), eq(compointProducts.active, true)))
    .orderBy(asc(compointProducts.position), asc(compointProducts.id));
  return rows.map((row) => toProductDto(row, locale));
}

export function toProductDto(row: CompointProductRow, locale: Locale): CompointProductDto {
  const spec: GiftSpec = row.gift;
  return {
    id: row.id,
    type: row.type,
    price: row.price,
    stock: row.stock,
    gift: { title: pickText(spec.title, locale), type: spec.terms.type, terms: spec.terms, validDays: spec.validDays },
  };
}
