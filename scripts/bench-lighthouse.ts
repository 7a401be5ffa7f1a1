import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultSettings } from 'lighthouse/core/config/constants.js';

/**
 * The landing-speed figures of `npm run bench`: Lighthouse's mobile preset with its
 * default simulated throttling (a mid-range phone on a slow 4G line, the CPU slowed 4×),
 * driving Debian's Chromium, against a running server. Lighthouse runs as its own CLI process
 * (it is an ES module and launches Chrome itself), one run at a time.
 */

export interface LighthousePage {
  label: string;
  path: string;
}

export interface LighthouseFigure {
  label: string;
  path: string;
  runs: number;
  /** 0-100, the median of the runs. */
  score: number;
  lcpMs: number;
  /** The lowest and highest LCP of the runs: Lighthouse's model moves it most. */
  lcpRangeMs: [number, number];
  tbtMs: number;
  cls: number;
  /** Lighthouse's benchmark index of the host, the median of the runs; null when the reports lack it. */
  benchmarkIndex: number | null;
}

/** The landing pages Lighthouse audits: paths that answer without a redirect (measureLighthouse refuses a redirect). */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { label: 'lobby', path: '/' },
  { label: 'category', path: '/games/slots' },
  { label: 'game', path: '/play/cherry-blaze' },
  // Public now (ads and mails lead there): a landing page like the others, though noindex.
  { label: 'take gift', path: '/take/gift' },
  // the tournament list, where the lobby's "To tournaments" banner leads.
  { label: 'tournaments', path: '/tournaments' },
  // the promotions list (the lobby's "/promo" banner) and a promo page.
  { label: 'promotions', path: '/promo' },
  { label: 'promo', path: '/promo/grand-lottery' },
];

/** Lighthouse's targets: score ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1 (TBT printed only). */
export const LIGHTHOUSE_TARGETS = { score: 90, lcpMs: 2_500, cls: 0.1 } as const;

/**
 * The mobile preset's screen (Lighthouse's own `defaultSettings.screenEmulation`: 412 × 823 CSS px
 * at 1.75 device pixels) is given to Chromium as its window, not set over DevTools
 * during the load. Measured on Chromium 156 (ARCHITECTURE.md, "Pages", how the landing pages
 * are measured): the DevTools override lands while the page's external stylesheets load, and
 * the renderer then sends no main frame for about a second (the lobby's HTML
 * without any script: first paint 1.22–2.27 s in 5 runs of 5, against 0.52–0.84 s in 8 of 8
 * with the window set up front; the audited pages painted at 1.5–2.3 s that way). A phone
 * has its screen before the page starts, so the window is the faithful setting. The mobile user
 * agent, the simulated throttling and everything else of the preset stay as they are.
 * BENCH_LIGHTHOUSE_DEVTOOLS_SCREEN=1 puts the DevTools override back, to see the difference.
 */
const MOBILE_SCREEN = defaultSettings.screenEmulation;
const DEVTOOLS_SCREEN = process.env.BENCH_LIGHTHOUSE_DEVTOOLS_SCREEN === '1';
const CHROME_FLAGS = [
  '--headless=new --no-sandbox --disable-gpu',
  ...(DEVTOOLS_SCREEN ? [] : [`--window-size=${MOBILE_SCREEN.width},${MOBILE_SCREEN.height} --force-device-scale-factor=${MOBILE_SCREEN.deviceScaleFactor}`]),
].join(' ');

interface LighthouseJson {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  /** The host's speed as Lighthouse measures it (its throttling is relative to it). */
  environment?: { benchmarkIndex?: number };
}

function runOnce(url: string, outputPath: string): Promise<LighthouseJson> {
  const cli = path.join('node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    ...(DEVTOOLS_SCREEN ? [] : ['--screenEmulation.disabled']),
    // Chromium asks for English; the audited pages are the Russian (default-locale) ones
    // without a prefix, which a browser asking for Russian gets without a redirect.
    '--extra-headers={"Accept-Language":"ru"}',
  ];
  const chromePath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}: ${stderr.slice(-2000)}`));
      const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseJson;
      if (report.runtimeError) return reject(new Error(`lighthouse ${url}: ${report.runtimeError.code} ${report.runtimeError.message}`));
      resolve(report);
    });
  });
}

function range(values: readonly number[]): [number, number] {
  return [Math.min(...values), Math.max(...values)];
}

/** The middle value (the mean of the two middle ones for an even count); shared with bench-cost.ts. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * `runs` Lighthouse runs of each page, each figure the median of its runs (a loaded 2-core
 * machine moves a single run's score by several points). A page that redirects is an error:
 * the figure would be of another page. BENCH_LIGHTHOUSE_DIR keeps the JSON reports there.
 */
export async function measureLighthouse(base: string, pages: readonly LighthousePage[], runs: number): Promise<LighthouseFigure[]> {
  const keep = process.env.BENCH_LIGHTHOUSE_DIR;
  const dir = keep ?? mkdtempSync(path.join(os.tmpdir(), 'croupier-lighthouse-'));
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of pages) {
      // A page's first request renders it (ISR, streamed); visitors after that get the kept copy.
      await (await fetch(base + page.path, { headers: { 'accept-language': 'ru' } })).arrayBuffer();
      const reports: LighthouseJson[] = [];
      for (let run = 0; run < runs; run += 1) {
        const name = `${page.path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-${run + 1}.json`;
        const report = await runOnce(base + page.path, path.join(dir, name));
        if (new URL(report.finalDisplayedUrl).pathname !== page.path) throw new Error(`lighthouse: ${page.path} redirected to ${report.finalDisplayedUrl}`);
        reports.push(report);
      }
      const metric = (id: string) => median(reports.map((r) => r.audits[id]?.numericValue ?? Number.NaN));
      figures.push({
        label: page.label,
        path: page.path,
        runs,
        score: median(reports.map((r) => Math.round((r.categories.performance.score ?? 0) * 100))),
        lcpMs: metric('largest-contentful-paint'),
        lcpRangeMs: range(reports.map((r) => r.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)),
        tbtMs: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        benchmarkIndex: reports.some((r) => r.environment?.benchmarkIndex === undefined) ? null : median(reports.map((r) => r.environment?.benchmarkIndex ?? 0)),
      });
    }
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

export function printLighthouse(figures: readonly LighthouseFigure[]): void {
  const runs = figures[0]?.runs ?? 0;
  const index = figures[0]?.benchmarkIndex;
  console.log(`\nLighthouse mobile (simulated throttling, screen ${DEVTOOLS_SCREEN ? 'set over DevTools' : 'as the window'}), median of ${runs} run${runs === 1 ? '' : 's'} per page; host benchmark index ${index ?? '—'}`);
  const s = (ms: number) => (ms / 1000).toFixed(2);
  console.log('page'.padEnd(40) + 'score'.padStart(7) + 'LCP s'.padStart(8) + 'LCP runs'.padStart(12) + 'TBT ms'.padStart(9) + 'CLS'.padStart(8));
  for (const f of figures) {
    const runs = `${s(f.lcpRangeMs[0])}–${s(f.lcpRangeMs[1])}`;
    console.log(`${f.label} ${f.path}`.padEnd(40) + String(f.score).padStart(7) + s(f.lcpMs).padStart(8) + runs.padStart(12) + f.tbtMs.toFixed(0).padStart(9) + f.cls.toFixed(3).padStart(8));
  }
}

export function lighthouseChecks(figures: readonly LighthouseFigure[]): Array<[string, boolean]> {
  const t = LIGHTHOUSE_TARGETS;
  return figures.map((f) => [
    `Lighthouse ${f.label} ${f.path}: score ${f.score} ≥ ${t.score}, LCP ${(f.lcpMs / 1000).toFixed(2)} s ≤ ${t.lcpMs / 1000} s, CLS ${f.cls.toFixed(3)} ≤ ${t.cls} (TBT ${f.tbtMs.toFixed(0)} ms)`,
    f.score >= t.score && f.lcpMs <= t.lcpMs && f.cls <= t.cls,
  ]);
}
