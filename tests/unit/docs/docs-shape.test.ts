/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The docs guide rather than keep a diary: README and the architecture map stay short, every
 * decision has a numbered record with the same sections, the sections code comments cite exist,
 * relative links lead somewhere, and work-log references (session or issue numbers, tickets,
 * `#123`) stay in git's history. Files are read from the repository root (jest runs there).
 */

const ROOT = process.cwd();
const README = 'README.md';
const ARCHITECTURE = join('docs', 'ARCHITECTURE.md');
const BENCHMARKS = join('docs', 'benchmarks.md');
const DECISIONS = join('docs', 'decisions');
const DECISIONS_INDEX = join(DECISIONS, 'README.md');

/** Where code comments cite the architecture map's sections. */
const SOURCE_ROOTS = ['lib', 'app', 'components', 'scripts', 'tests', 'eslint', 'server.ts', 'proxy.ts'];
const SOURCE_FILE = /\.(?:ts|tsx|mts|mjs|js|css)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', 'test-results']);

const RECORD_FILE = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const RECORD_SECTIONS = ['Context', 'Decision', 'Consequences'] as const;
const RECORD_STATUS = /^Status: (?:accepted|reverted|superseded by .*\b(\d{4})\b.*)$/m;

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

function lineCount(text: string): number {
  const lines = text.split('\n');
  return text.endsWith('\n') ? lines.length - 1 : lines.length;
}

function recordFiles(): string[] {
  return readdirSync(join(ROOT, DECISIONS))
    .filter((name) => RECORD_FILE.test(name))
    .sort();
}

function markdownFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(folder, name));
}

/** `##` and `###` headings. */
function headings(markdown: string): string[] {
  return [...markdown.matchAll(/^#{2,3}[ \t]+(.+?)[ \t]*$/gm)].map((match) => match[1] ?? '');
}

/** A citation names a heading as written, or without its trailing parenthesis ("Cashbox" for "Cashbox (treasury)"). */
function citableNames(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const heading of headings(markdown)) {
    names.add(heading);
    names.add(heading.replace(/\s*\([^)]*\)$/, ''));
  }
  return names;
}

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return SOURCE_FILE.test(path) ? [path] : [];
  return readdirSync(full)
    .filter((name) => !SKIPPED_FOLDERS.has(name))
    .flatMap((name) => sourceFiles(join(path, name)));
}

interface Citation {
  file: string;
  section: string;
}

/**
 * The section names a source file cites: the map's file name, an optional comma, then one or more
 * quoted names separated by commas. A citation may wrap onto the next comment line.
 */
function citations(file: string): Citation[] {
  const text = read(file).replace(/\r?\n[ \t]*(?:\/\/|\*(?!\/))?[ \t]*/g, ' ');
  const found: Citation[] = [];
  for (const match of text.matchAll(/ARCHITECTURE\.md,?\s*("[^"\n]+"(?:\s*,\s*"[^"\n]+")*)/g)) {
    for (const quoted of (match[1] ?? '').matchAll(/"([^"]+)"/g)) {
      found.push({ file, section: (quoted[1] ?? '').replace(/\s+/g, ' ').trim() });
    }
  }
  return found;
}

/** Relative link targets of a markdown file, code spans and fenced blocks left out. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'));
}

/** Work-log references that belong to git's history, not to the docs. */
const DIARY_PATTERNS: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'session number', pattern: /\bsession\s+#?\d+/i },
  { name: 'issue number', pattern: /\bissue\s*#?\d+/i },
  { name: 'ticket', pattern: /\bticket\b/i },
  { name: '#number', pattern: /(?:^|[^\w&/#])#\d+\b/ },
];

/** Dates belong to the bench's figures (docs/benchmarks.md), not to the map or the records. */
const DATE = /\b20\d{2}-[01]\d-[0-3]\d\b/;

describe('docs shape', () => {
  it('keeps README.md to 260 lines and docs/ARCHITECTURE.md to 620', () => {
    expect(lineCount(read(README))).toBeLessThanOrEqual(260);
    expect(lineCount(read(ARCHITECTURE))).toBeLessThanOrEqual(620);
  });

  describe('decision records', () => {
    it('exist, numbered from 0001 without gaps or repeats', () => {
      const numbers = recordFiles().map((name) => Number(RECORD_FILE.exec(name)?.[1]));
      expect(numbers.length).toBeGreaterThan(0);
      expect(numbers).toEqual(numbers.map((_, index) => index + 1));
    });

    it('each have a title, a Status and the sections Context, Decision, Consequences in order', () => {
      const count = recordFiles().length;
      const problems = recordFiles().flatMap((name) => {
        const text = read(join(DECISIONS, name));
        const number = RECORD_FILE.exec(name)?.[1] ?? '';
        const found: string[] = [];
        if (!text.startsWith(`# ${number}. `)) found.push(`${name}: the first line is not "# ${number}. <title>"`);
        const status = RECORD_STATUS.exec(text);
        if (!status) found.push(`${name}: no "Status: accepted | reverted | superseded by NNNN" line`);
        const superseder = status?.[1];
        if (superseder && (Number(superseder) < 1 || Number(superseder) > count || superseder === number)) {
          found.push(`${name}: superseded by a record that does not exist (${superseder})`);
        }
        const positions = RECORD_SECTIONS.map((section) => ({
          section,
          at: text.search(new RegExp(`^## ${section}[ \\t]*$`, 'm')),
        }));
        for (const { section, at } of positions) {
          if (at < 0) found.push(`${name}: no "## ${section}" section`);
        }
        const order = positions.map(({ at }) => at);
        if (order.every((at) => at >= 0) && order.some((at, index) => index > 0 && at < (order[index - 1] ?? 0))) {
          found.push(`${name}: sections out of order`);
        }
        return found;
      });
      expect(problems).toEqual([]);
    });

    it('are each listed in docs/decisions/README.md', () => {
      const index = read(DECISIONS_INDEX);
      const unlisted = recordFiles().filter((name) => !index.includes(`(${name})`));
      expect(unlisted).toEqual([]);
    });
  });

  it('has a heading in docs/ARCHITECTURE.md for every section the code cites', () => {
    const names = citableNames(read(ARCHITECTURE));
    const cited = SOURCE_ROOTS.flatMap(sourceFiles).flatMap(citations);
    // The scan itself must find the citations, or the check would pass on nothing.
    expect(cited.length).toBeGreaterThan(20);
    const missing = cited.filter(({ section }) => !names.has(section)).map(({ file, section }) => `${file}: "${section}"`);
    expect(missing).toEqual([]);
  });

  it('has relative links that lead to existing files', () => {
    const documents = [README, ARCHITECTURE, BENCHMARKS, ...markdownFiles(DECISIONS)];
    const broken = documents.flatMap((document) =>
      relativeLinks(read(document))
        .filter((target) => {
          const path = decodeURI(target.replace(/[?#].*$/, ''));
          return !existsSync(resolve(ROOT, dirname(document), path));
        })
        .map((target) => `${document}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('holds no session, issue or ticket numbers', () => {
    const documents = [README, ...markdownFiles('docs'), ...markdownFiles(DECISIONS)];
    const found = documents.flatMap((document) =>
      read(document)
        .split('\n')
        .flatMap((line, index) =>
          DIARY_PATTERNS.filter(({ pattern }) => pattern.test(line)).map(
            ({ name }) => `${document}:${index + 1}: ${name}: ${line.trim().slice(0, 100)}`,
          ),
        ),
    );
    expect(found).toEqual([]);
  });

  it('keeps dates out of the map and the records', () => {
    const documents = [ARCHITECTURE, ...markdownFiles(DECISIONS)];
    const dated = documents.flatMap((document) =>
      read(document)
        .split('\n')
        .flatMap((line, index) => (DATE.test(line) ? [`${document}:${index + 1}: ${line.trim().slice(0, 100)}`] : [])),
    );
    expect(dated).toEqual([]);
  });

  it('keeps the latest figures in one block under "## Latest figures" in docs/benchmarks.md', () => {
    const text = read(BENCHMARKS);
    expect(headings(text)).toContain('Latest figures');
    const section = text.slice(text.indexOf('## Latest figures'));
    expect(section).toMatch(/npm run bench/);
    expect(section).toMatch(/^\|.*\bdate\b.*\bcores\b.*benchmark index.*\|$/im);
  });
});
