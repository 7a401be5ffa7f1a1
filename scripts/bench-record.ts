/**
 * `npm run bench -- --record`: the run's figures into docs/benchmarks.md, section "Latest
 * figures", so the docs show the latest measurement of each part without anyone copying it by
 * hand. A run replaces the rows of the parts it ran and keeps the others' rows (a run of one part
 * must not erase the rest); each row carries its date, the machine's cores and Lighthouse's
 * benchmark index (the host's speed, which Lighthouse's throttling is relative to). History is
 * git's: the file is rewritten, never appended to.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where `--record` writes the run's figures. */
const RECORD_FILE = path.join('docs', 'benchmarks.md');

/** One printed target of the run, tagged with the part that measured it. */
export interface RecordedCheck {
  part: string;
  text: string;
  /** Met or missed; null for a figure printed without a target. */
  ok: boolean | null;
}

export interface RecordMeta {
  /** YYYY-MM-DD. */
  date: string;
  cores: number;
  /** Lighthouse's benchmark index of this machine, when the run had Lighthouse measure it. */
  benchmarkIndex: number | null;
}

export const RECORD_HEADING = '## Latest figures';
const HEADER = ['part', 'figure and target', 'result', 'date', 'cores', 'Lighthouse benchmark index'];

const row = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** The cells of a table line (escaped bars stay in their cell). */
function cellsOf(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

/**
 * The markdown with the section's table holding the run's rows for `ranParts` and every other
 * part's rows as they were, in `order` (then any part `order` does not know, as found).
 */
export function recordFigures(markdown: string, checks: readonly RecordedCheck[], ranParts: readonly string[], meta: RecordMeta, order: readonly string[]): string {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((line) => line.trim() === RECORD_HEADING);
  if (heading < 0) throw new Error(`bench --record: the file has no "${RECORD_HEADING}" section`);
  let start = heading + 1;
  while (start < lines.length && !lines[start]!.startsWith('|') && !lines[start]!.startsWith('## ')) start += 1;
  let end = start;
  while (end < lines.length && lines[end]!.startsWith('|')) end += 1;

  // The table's own lines (header and divider out), or none when the section has no table yet.
  const kept = lines
    .slice(start, end)
    .slice(2)
    .map(cellsOf)
    .filter((cells) => !ranParts.includes(cells[0] ?? ''));
  const fresh = checks.map((c) => [c.part, cell(c.text), c.ok === null ? 'figure' : c.ok ? 'met' : 'missed', meta.date, String(meta.cores), meta.benchmarkIndex === null ? '—' : meta.benchmarkIndex.toFixed(0)]);
  const rank = (part: string) => {
    const i = order.indexOf(part);
    return i < 0 ? order.length : i;
  };
  // A stable sort: within a part, the rows keep the order they were printed in.
  const rows = [...kept, ...fresh].map((cells, i) => ({ cells, i })).sort((a, b) => rank(a.cells[0] ?? '') - rank(b.cells[0] ?? '') || a.i - b.i);
  const table = [row(HEADER), row(HEADER.map(() => '---')), ...rows.map((r) => row(r.cells))];
  // A section without a table yet gets one where its text ends.
  const block = start === end ? ['', ...table, ''] : table;
  return [...lines.slice(0, start), ...block, ...lines.slice(end)].join('\n');
}

/** Writes the run's rows into docs/benchmarks.md, dated today, with this machine's cores. */
export function writeRecord(checks: readonly RecordedCheck[], ranParts: readonly string[], benchmarkIndex: number | null, order: readonly string[]): void {
  const meta = { date: new Date().toISOString().slice(0, 10), cores: os.availableParallelism(), benchmarkIndex };
  writeFileSync(RECORD_FILE, recordFigures(readFileSync(RECORD_FILE, 'utf8'), checks, ranParts, meta, order));
  console.log(`\nrecorded in ${RECORD_FILE}: ${ranParts.join(', ')}`);
}
