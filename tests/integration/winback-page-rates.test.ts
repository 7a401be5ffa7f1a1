import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { LOCALES, type LocalizedText } from '@/lib/domain/locales';
import { winbackRatesText } from '@/lib/domain/winback/winback-rates-text';
import { getStaticPage } from '@/lib/platform/content/static-pages';
import type { Db } from '@/lib/platform/db/client';
import { levels, staticPages } from '@/lib/platform/db/schema';
import { LEVELS } from '@/lib/platform/seed/levels';
import { withSeededDb } from './helpers/test-db';

/**
 * The /winback page names each level's rate from the levels table when it is served (the
 * `{winback_rates}` token, lib/platform/content/page-facts.ts); a database seeded when the page
 * held the rates as text gets the token in their place (migration 0043), and a page whose text
 * the operator rewrote is left as it is.
 */
let db: Db;
withSeededDb((opened) => (db = opened));

const MIGRATION = readFileSync('lib/platform/db/migrations/0043_winback_rates_fact.sql', 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement && !statement.split('\n').every((line) => line.startsWith('--')));

async function body(): Promise<LocalizedText> {
  const [page] = await db.select({ body: staticPages.body }).from(staticPages).where(eq(staticPages.slug, 'winback'));
  return page!.body;
}

it('a page that held the seeded rates as text gets the token, and then follows the levels table', async () => {
  const seeded = await body();
  // The page as an earlier seed wrote it: the rates as text.
  const asText = Object.fromEntries(LOCALES.map((l) => [l, seeded[l]!.replace('{winback_rates}', winbackRatesText(LEVELS, l))]));
  await db.update(staticPages).set({ body: asText }).where(eq(staticPages.slug, 'winback'));
  for (const statement of MIGRATION) await db.execute(sql.raw(statement));
  expect(await body()).toEqual(seeded);

  await db.update(levels).set({ winbackPercent: 9 }).where(eq(levels.index, 10));
  expect((await getStaticPage(db, 'winback', 'it'))!.paragraphs.join('\n')).toContain('9\u00a0% al livello 10');
});

it('leaves a page the operator rewrote as it is', async () => {
  const own = { ru: 'Свой текст.', en: 'Our own text: 3 % for everyone.', it: 'Testo nostro.' };
  await db.update(staticPages).set({ body: own }).where(eq(staticPages.slug, 'winback'));
  for (const statement of MIGRATION) await db.execute(sql.raw(statement));
  expect(await body()).toEqual(own);
});
