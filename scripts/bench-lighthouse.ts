import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultSettings } from 'lighthouse/core/config/constants.js';
import { HYDRATED_TIMING } from '../lib/domain/routing/route-history';

/**
 * The landing-speed figures of `npm run bench`: Lighthouse's mobile preset with its
 * simulated throttling (a mid-range phone on a slow 4G line), driving Debian's Chromium, against a
 * running server. Lighthouse runs as its own CLI process (it is an ES module and launches Chrome
 * itself), one run at a time.
 *
 * The CPU slowdown is scaled to the host (cpuMultiplier): Lighthouse's 4× is calibrated for a
 * machine of benchmark index about 1,400; a faster host is slowed more, so the figures stand for
 * the same phone whatever the machine (never below the preset's 4×).
 */

export interface LighthousePage {
  label: string;
  path: string;
  /** Whether the page's time to hydrated is measured and held to its target. */
  hydrated?: boolean;
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
  /** The calibration run's benchmark index, which set the CPU slowdown of every run. */
  calibrationIndex: number;
  /** The CPU slowdown the runs used (cpuMultiplier of the calibration run's index). */
  cpuMultiplier: number;
  /** Time to hydrated (HYDRATED_TIMING), median of the runs under DevTools throttling; null when not measured. */
  hydratedMs: number | null;
}

/** The landing pages Lighthouse audits: paths that answer without a redirect (measureLighthouse refuses a redirect). */
export const LIGHTHOUSE_PAGES: readonly LighthousePage[] = [
  { label: 'lobby', path: '/', hydrated: true },
  { label: 'category', path: '/games/slots' },
  { label: 'game', path: '/play/cherry-blaze', hydrated: true },
  // Public now (ads and mails lead there): a landing page like the others, though noindex.
  { label: 'take gift', path: '/take/gift' },
  // the tournament list, where the lobby's "To tournaments" banner leads.
  { label: 'tournaments', path: '/tournaments' },
  // the promotions list (the lobby's "/promo" banner) and a promo page.
  { label: 'promotions', path: '/promo' },
  { label: 'promo', path: '/promo/grand-lottery' },
  // a running tournament of the seed (lib/platform/seed/tournament-seeds.ts).
  { label: 'tournament', path: '/tournaments/daily-spin-sprint' },
];

/** Lighthouse's targets: score ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1; time to hydrated ≤ 3.5 s where measured. */
export const LIGHTHOUSE_TARGETS = { score: 90, lcpMs: 2_500, tbtMs: 200, cls: 0.1, hydratedMs: 3_500 } as const;

/** The host Lighthouse's 4× CPU slowdown stands for: a benchmark index of about 1,400. */
const REFERENCE_INDEX = 1_400;
const PRESET_SLOWDOWN = 4;

/** The CPU slowdown for a host of this benchmark index: 4 × index / 1,400, never below 4. */
export function cpuMultiplier(benchmarkIndex: number): number {
  return Math.max(PRESET_SLOWDOWN, (PRESET_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX);
}

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
  audits: Record<string, { numericValue?: number; details?: { items?: Array<{ name?: string; timingType?: string; startTime?: number }> } }>;
  /** The host's speed as Lighthouse measures it (its throttling is relative to it). */
  environment?: { benchmarkIndex?: number };
}

/**
 * How a run throttles: `simulate` is Lighthouse's default (the page loads unthrottled and its
 * metrics are computed from the trace with the network and CPU model), `devtools` slows the page
 * for real (DevTools' CPU throttling and network conditions, the preset's latency and throughput).
 */
type Throttling = { method: 'simulate' | 'devtools'; cpu: number };

function runOnce(url: string, outputPath: string, throttling: Throttling): Promise<LighthouseJson> {
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
    `--throttling-method=${throttling.method}`,
    `--throttling.cpuSlowdownMultiplier=${throttling.cpu}`,
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

/** The HYDRATED_TIMING mark's time from the navigation's start, from the `user-timings` audit; null when absent. */
function hydratedAt(report: LighthouseJson): number | null {
  const mark = report.audits['user-timings']?.details?.items?.find((item) => item.name === HYDRATED_TIMING && item.timingType === 'Mark');
  return mark?.startTime ?? null;
}

/**
 * `runs` Lighthouse runs of each page, each figure the median of its runs (a loaded 2-core
 * machine moves a single run's score by several points). A page that redirects is an error:
 * the figure would be of another page. BENCH_LIGHTHOUSE_DIR keeps the JSON reports there.
 *
 * First one calibration run of the first page with the preset's throttling: its report's
 * benchmark index gives the CPU slowdown (cpuMultiplier) of every run after it.
 *
 * Time to hydrated: the moment RouteTracker marks the page hydrated (HYDRATED_TIMING, a User
 * Timing mark set beside the `data-hydrated` attribute the end-to-end tests wait for), read from
 * Lighthouse's `user-timings` audit. Simulated throttling cannot give it: the page then loads
 * unthrottled and only Lighthouse's own metrics are modelled, so a mark holds the unthrottled
 * time. So for the pages with `hydrated`, `runs` further runs use DevTools throttling with the
 * same CPU multiplier and the preset's network (the page really runs slowed) and the figure is
 * the median of their marks; a run without the mark (the page never hydrated) is an error.
 */
export async function measureLighthouse(base: string, pages: readonly LighthousePage[], runs: number): Promise<LighthouseFigure[]> {
  const keep = process.env.BENCH_LIGHTHOUSE_DIR;
  const dir = keep ?? mkdtempSync(path.join(os.tmpdir(), 'croupier-lighthouse-'));
  const figures: LighthouseFigure[] = [];
  const reportPath = (page: LighthousePage, kind: string) => path.join(dir, `${page.path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-${kind}.json`);
  const run = async (page: LighthousePage, kind: string, throttling: Throttling) => {
    const report = await runOnce(base + page.path, reportPath(page, kind), throttling);
    if (new URL(report.finalDisplayedUrl).pathname !== page.path) throw new Error(`lighthouse: ${page.path} redirected to ${report.finalDisplayedUrl}`);
    return report;
  };
  try {
    const first = pages[0];
    if (!first) return figures;
    // A page's first request renders it (ISR, streamed); visitors after that get the kept copy.
    const warm = async (page: LighthousePage) => void (await (await fetch(base + page.path, { headers: { 'accept-language': 'ru' } })).arrayBuffer());
    await warm(first);
    const index = (await run(first, 'calibration', { method: 'simulate', cpu: PRESET_SLOWDOWN })).environment?.benchmarkIndex;
    if (index === undefined) throw new Error('lighthouse: the calibration run reports no benchmark index');
    const cpu = Number(cpuMultiplier(index).toFixed(2));
    for (const page of pages) {
      await warm(page);
      const reports: LighthouseJson[] = [];
      for (let i = 0; i < runs; i += 1) reports.push(await run(page, String(i + 1), { method: 'simulate', cpu }));
      const hydrated: number[] = [];
      if (page.hydrated) {
        for (let i = 0; i < runs; i += 1) {
          const at = hydratedAt(await run(page, `hydrated-${i + 1}`, { method: 'devtools', cpu }));
          if (at === null) throw new Error(`lighthouse: ${page.path} never set the ${HYDRATED_TIMING} mark`);
          hydrated.push(at);
        }
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
        calibrationIndex: index,
        cpuMultiplier: cpu,
        hydratedMs: hydrated.length ? median(hydrated) : null,
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
  const multiplier = figures[0]?.cpuMultiplier;
  const calibration = figures[0]?.calibrationIndex;
  console.log(
    `\nLighthouse mobile (simulated throttling, screen ${DEVTOOLS_SCREEN ? 'set over DevTools' : 'as the window'}), median of ${runs} run${runs === 1 ? '' : 's'} per page; host benchmark index ${calibration ?? '—'} in the calibration run (median of the runs ${index ?? '—'}), CPU slowdown ${multiplier ?? '—'}× (4 × index / ${REFERENCE_INDEX}, at least 4); hydrated: DevTools throttling, same slowdown`,
  );
  const s = (ms: number) => (ms / 1000).toFixed(2);
  console.log('page'.padEnd(44) + 'score'.padStart(7) + 'LCP s'.padStart(8) + 'LCP runs'.padStart(12) + 'TBT ms'.padStart(9) + 'CLS'.padStart(8) + 'hydrated s'.padStart(12));
  for (const f of figures) {
    const runs = `${s(f.lcpRangeMs[0])}–${s(f.lcpRangeMs[1])}`;
    const hydrated = f.hydratedMs === null ? '' : s(f.hydratedMs);
    console.log(`${f.label} ${f.path}`.padEnd(44) + String(f.score).padStart(7) + s(f.lcpMs).padStart(8) + runs.padStart(12) + f.tbtMs.toFixed(0).padStart(9) + f.cls.toFixed(3).padStart(8) + hydrated.padStart(12));
  }
}

export function lighthouseChecks(figures: readonly LighthouseFigure[]): Array<[string, boolean]> {
  const t = LIGHTHOUSE_TARGETS;
  return figures.flatMap((f): Array<[string, boolean]> => [
    [
      `Lighthouse ${f.label} ${f.path} (CPU ${f.cpuMultiplier}×): score ${f.score} ≥ ${t.score}, LCP ${(f.lcpMs / 1000).toFixed(2)} s ≤ ${t.lcpMs / 1000} s, TBT ${f.tbtMs.toFixed(0)} ms ≤ ${t.tbtMs} ms, CLS ${f.cls.toFixed(3)} ≤ ${t.cls}`,
      f.score >= t.score && f.lcpMs <= t.lcpMs && f.tbtMs <= t.tbtMs && f.cls <= t.cls,
    ],
    ...(f.hydratedMs === null
      ? []
      : ([[`time to hydrated ${f.label} ${f.path} (CPU ${f.cpuMultiplier}×, DevTools throttling): ${(f.hydratedMs / 1000).toFixed(2)} s ≤ ${t.hydratedMs / 1000} s`, f.hydratedMs <= t.hydratedMs]] as Array<[string, boolean]>)),
  ]);
}
