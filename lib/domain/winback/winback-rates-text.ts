import type { Locale } from '../locales';

/**
 * The /winback page's list of rates, written from the levels' winback percents (the table the
 * operator edits) so the page says what the Monday payment pays (lib/platform/winback).
 * Consecutive levels with the same percent are named together: "1 % at levels 2 and 3, …
 * 6 % at level 10".
 */
export interface LevelRate {
  index: number;
  winbackPercent: number;
}

interface RateGroup {
  percent: number;
  levels: number[];
}

function groups(ladder: readonly LevelRate[]): RateGroup[] {
  const result: RateGroup[] = [];
  for (const level of [...ladder].sort((a, b) => a.index - b.index)) {
    if (level.winbackPercent === 0) continue;
    const last = result.at(-1);
    if (last && last.percent === level.winbackPercent && last.levels.at(-1) === level.index - 1) last.levels.push(level.index);
    else result.push({ percent: level.winbackPercent, levels: [level.index] });
  }
  return result;
}

/** "at level", "at levels", "and" in each language (the percent comes first in all three). */
interface Words {
  one: string;
  many: string;
  and: string;
  none: string;
}

const WORDS: Record<Locale, Words> = {
  ru: { one: 'на уровне', many: 'на уровнях', and: 'и', none: 'сейчас винбэк не начисляется ни на одном уровне' },
  en: { one: 'at level', many: 'at levels', and: 'and', none: 'no level earns winback at the moment' },
  it: { one: 'al livello', many: 'ai livelli', and: 'e', none: 'al momento nessun livello dà winback' },
};

function levelWords(levels: readonly number[], w: Words): string {
  if (levels.length === 1) return `${w.one} ${levels[0]}`;
  if (levels.length === 2) return `${w.many} ${levels[0]} ${w.and} ${levels[1]}`;
  return `${w.many} ${levels[0]}–${levels.at(-1)}`;
}

/** "1 % at levels 2 and 3, 2 % at levels 4 and 5, … and 6 % at level 10" in `locale` (no-break spaces before "%"). */
export function winbackRatesText(ladder: readonly LevelRate[], locale: Locale): string {
  const w = WORDS[locale];
  // A no-break space keeps "1 %" on one line on a narrow screen.
  const parts = groups(ladder).map((g) => `${g.percent}\u00a0% ${levelWords(g.levels, w)}`);
  if (parts.length === 0) return w.none;
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${w.and} ${parts.at(-1)}` : parts[0]!;
}
