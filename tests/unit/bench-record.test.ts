import { recordFigures, RECORD_HEADING } from '@/scripts/bench-record';

/** `npm run bench -- --record`: the run's rows replace those of the parts it ran, the others stay. */
const ORDER = ['lighthouse', 'pages', 'rounds', 'hostile-bodies'];
const meta = { date: '2026-12-03', cores: 2, benchmarkIndex: 1392.4 };

const doc = (rows: string[]) =>
  [
    '# Benchmarks',
    '',
    RECORD_HEADING,
    '',
    'The bench writes this section.',
    '',
    '| part | figure and target | result | date | cores | Lighthouse benchmark index |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## After',
    'text',
  ].join('\n');

describe('bench --record', () => {
  it('replaces the rows of the parts that ran, keeps the others, in the parts’ order', () => {
    const before = doc(['| pages | lobby p99 12 ms < 100 ms | met | 2026-11-28 | 2 | — |', '| hostile-bodies | old figure | missed | 2026-12-02 | 2 | — |', '| rounds | 400/s | met | 2026-11-29 | 2 | — |']);
    const after = recordFigures(
      before,
      [
        { part: 'hostile-bodies', text: "game rounds' p99 with hostile bodies 12.0 ms within 10% of without (11.5 ms, limit 12.7 ms)", ok: true },
        { part: 'hostile-bodies', text: 'hostile bodies refused with a 4xx: 1200 of 1200', ok: true },
        { part: 'lighthouse', text: 'Lighthouse lobby /: score 95 | LCP 2.1 s', ok: false },
      ],
      ['hostile-bodies', 'lighthouse'],
      meta,
      ORDER,
    );
    const table = after.split('\n').filter((line) => line.startsWith('|'));
    expect(table.slice(2)).toEqual([
      '| lighthouse | Lighthouse lobby /: score 95 \\| LCP 2.1 s | missed | 2026-12-03 | 2 | 1392 |',
      '| pages | lobby p99 12 ms < 100 ms | met | 2026-11-28 | 2 | — |',
      '| rounds | 400/s | met | 2026-11-29 | 2 | — |',
      "| hostile-bodies | game rounds' p99 with hostile bodies 12.0 ms within 10% of without (11.5 ms, limit 12.7 ms) | met | 2026-12-03 | 2 | 1392 |",
      '| hostile-bodies | hostile bodies refused with a 4xx: 1200 of 1200 | met | 2026-12-03 | 2 | 1392 |',
    ]);
    // The rest of the file is untouched.
    expect(after.startsWith('# Benchmarks\n\n## Latest figures\n\nThe bench writes this section.\n\n')).toBe(true);
    expect(after.endsWith('\n\n## After\ntext')).toBe(true);
  });

  it('a run of the same parts twice gives the same file; a figure without a target reads "figure"', () => {
    const checks = [{ part: 'pages', text: 'logins 40/s', ok: null }];
    const once = recordFigures(doc([]), checks, ['pages'], { ...meta, benchmarkIndex: null }, ORDER);
    expect(once).toContain('| pages | logins 40/s | figure | 2026-12-03 | 2 | — |');
    expect(recordFigures(once, checks, ['pages'], { ...meta, benchmarkIndex: null }, ORDER)).toBe(once);
  });

  it('refuses a file without the section', () => {
    expect(() => recordFigures('# Benchmarks\n', [], [], meta, ORDER)).toThrow(/Latest figures/);
  });
});
