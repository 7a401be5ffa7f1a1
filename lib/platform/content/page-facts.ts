import 'server-only';
import { asc } from 'drizzle-orm';
import type { Locale } from '@/lib/domain/locales';
import { winbackRatesText } from '@/lib/domain/winback/winback-rates-text';
import type { Executor } from '@/lib/platform/db/executor';
import { levels } from '@/lib/platform/db/schema';

/**
 * Facts a page states that the operator can change elsewhere, written into the page's text when
 * it is served rather than when it was seeded: a `{name}` token in a static page's body is
 * replaced by the fact's current wording in the reader's language. Why: the /winback page named
 * each level's rate as the seed set it, and went on promising those rates after the operator
 * changed the levels table. A token with no fact of that name is left as it is.
 */
const FACTS: Record<string, (db: Executor, locale: Locale) => Promise<string>> = {
  /** Each level's winback percent (levels.winback_percent), as the Monday payment reads it. */
  winback_rates: async (db, locale) => winbackRatesText(await db.select({ index: levels.index, winbackPercent: levels.winbackPercent }).from(levels).orderBy(asc(levels.index)), locale),
};

const TOKEN = /\{([a-z_]+)\}/g;

/** The text with each known `{name}` token replaced by its fact, read only when the text holds one. */
export async function fillPageFacts(db: Executor, text: string, locale: Locale): Promise<string> {
  const names = new Set([...text.matchAll(TOKEN)].map((m) => m[1]!).filter((name) => name in FACTS));
  if (names.size === 0) return text;
  const values = new Map<string, string>();
  for (const name of names) values.set(name, await FACTS[name]!(db, locale));
  return text.replace(TOKEN, (token, name: string) => values.get(name) ?? token);
}
