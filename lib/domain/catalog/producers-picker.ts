import { PRODUCER_SEARCH_MIN_CHARS, TOP_PRODUCERS_COUNT } from '../constants';

/**
 * Rules of the producers picker (spec platform §2 "Producers picker"): the top producers
 * (the first ones by position) come first, the rest after in alphabetical order; a search
 * starts at 3 letters and keeps the producers whose name starts with it, ignoring case.
 */
export interface PickerProducer {
  slug: string;
  name: string;
  position: number;
}

export type PickerView<T> = { mode: 'browse'; top: T[]; rest: T[] } | { mode: 'search'; query: string; results: T[] };

const byPosition = <T extends PickerProducer>(a: T, b: T) => a.position - b.position || a.slug.localeCompare(b.slug);

function byName(locale: string) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return <T extends PickerProducer>(a: T, b: T) => collator.compare(a.name, b.name) || a.slug.localeCompare(b.slug);
}

/** Top producers by position, then everyone else alphabetically. */
export function splitProducers<T extends PickerProducer>(producers: readonly T[], locale = 'en', topCount = TOP_PRODUCERS_COUNT): { top: T[]; rest: T[] } {
  const sorted = [...producers].sort(byPosition);
  return { top: sorted.slice(0, topCount), rest: sorted.slice(topCount).sort(byName(locale)) };
}

/** The query as compared: trimmed, inner whitespace collapsed, lower case. */
export function normalizeProducerQuery(query: string, locale = 'en'): string {
  return query.trim().replace(/\s+/g, ' ').toLocaleLowerCase(locale);
}

/** Shorter queries do not filter at all. */
export function isProducerSearchActive(query: string): boolean {
  return [...normalizeProducerQuery(query)].length >= PRODUCER_SEARCH_MIN_CHARS;
}

export function matchesProducer(producer: PickerProducer, query: string, locale = 'en'): boolean {
  return producer.name.toLocaleLowerCase(locale).startsWith(normalizeProducerQuery(query, locale));
}

/** What the picker shows for a query: both lists, or the matches in the same order (top first). */
export function pickProducers<T extends PickerProducer>(producers: readonly T[], query: string, locale = 'en'): PickerView<T> {
  const { top, rest } = splitProducers(producers, locale);
  if (!isProducerSearchActive(query)) return { mode: 'browse', top, rest };
  const results = [...top, ...rest].filter((p) => matchesProducer(p, query, locale));
  return { mode: 'search', query: normalizeProducerQuery(query, locale), results };
}
