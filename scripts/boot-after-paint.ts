import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HYDRATED_MARK } from '../lib/domain/routing/route-history';

/**
 * The framework starts after the page's first contentful paint (ARCHITECTURE.md, "Pages").
 *
 * Next puts its four root chunks (its runtime, router and React DOM: about 130 KB gzipped, the
 * same on every page) in every document as async scripts. They download beside the page's
 * stylesheets and its largest picture and run as soon as they arrive, so on a phone the first
 * paint waits for the line and the CPU they take. Every page is server-rendered and its links
 * work without scripts, so nothing needs them before the page is on screen.
 *
 * After `next build`, this step writes a small loader chunk and makes it the build's only root
 * main file (`rootMainFiles` in the build manifests Next reads when it renders). Next then puts
 * the loader in each document instead of the four; the loader adds the four once the browser
 * reports the first contentful paint, and the runtime starts and hydrates as before. The page's
 * own client chunks are untouched (React still preloads them with the document).
 *
 * Measured with `npm run bench` (Lighthouse's mobile preset, median of 3): LCP on the
 * lobby 3.23 → 1.88–1.98 s, the category page 3.10 → 1.69–1.70 s, the game page 2.74 → 1.66–1.67 s;
 * scores 91 / 92 / 88 → 99 / 98 / 96–98. The cost: the framework's download starts after the first
 * paint instead of with the document, so buttons answer that much later (links work before that,
 * as plain links; a button tapped before then answers once the page has hydrated).
 * Preloading the four with the document was tried: they then share the line and the cores with
 * the paint again (V8 compiles them on a background thread as they arrive), and LCP was 2.8–3.1 s.
 */

/** The file name's stem; the loader's source names its files after this mark (see `bootedFiles`). */
const LOADER_STEM = 'boot-after-paint';
const FILES_MARK = '/*croupier-boot-files*/';

/** What the build step keeps of Next's own list, so it can run twice and others can read it. */
const ORIGINAL_LIST = 'croupier-root-main-files.json';

/**
 * How long after the document is parsed a page that has painted nothing still waits: a document
 * that shows nothing (an empty frame) must not wait for ever, and at DOMContentLoaded the
 * stylesheets are in, so a page that can paint does so well within it.
 */
export const PAINTLESS_WAIT_MS = 1000;

/**
 * What a tap before hydration is kept for: a button only scripts answer. The loader replays the
 * last such tap once the page has hydrated (a `click()` on the same element), so the visitor's
 * first tap is not lost — it also starts the framework. Left out, because the browser already
 * answers them without scripts: links (and a button inside one), a form's submit or reset
 * button (a form posts by itself), `<summary>` and `<label>`.
 */
const REPLAYED_TAPS = 'button,[role=button]';

/**
 * The loader, in the plain JavaScript every browser of the site runs (it is not compiled). It starts
 * the framework at the first of: the first contentful paint (the task after its entry, so the paint
 * is presented first), a hidden page (nobody sees a paint), the visitor's first touch, click or key
 * (they want the page to answer), PAINTLESS_WAIT_MS after DOMContentLoaded. A browser without
 * paint entries starts after the next frame. A tap on a button before the page has hydrated is
 * replayed once it has (REPLAYED_TAPS).
 */
export function bootLoaderSource(files: string[]): string {
  return `(function(f){var d=document,w=window,s=0,r=d.documentElement,q=null;
function go(){if(s)return;s=1;for(var i=0;i<f.length;i++){var e=d.createElement('script');e.src=f[i];e.async=true;d.head.appendChild(e)}}
function tap(e){if(r.hasAttribute('${HYDRATED_MARK}'))return;var t=e.target,b=t&&t.closest?t.closest('${REPLAYED_TAPS}'):null;if(b&&!b.closest('a[href],summary,label')&&!(b.form&&b.type!=='button'))q=b}
d.addEventListener('click',tap,true);
if(w.MutationObserver)new MutationObserver(function(m,o){if(!r.hasAttribute('${HYDRATED_MARK}'))return;o.disconnect();d.removeEventListener('click',tap,true);var b=q;q=null;if(b&&b.isConnected)b.click()}).observe(r,{attributes:true,attributeFilter:['${HYDRATED_MARK}']});
if(d.visibilityState!=='visible')return go();
d.addEventListener('visibilitychange',go);
d.addEventListener('pointerdown',go,true);d.addEventListener('keydown',go,true);
function wait(){setTimeout(go,${PAINTLESS_WAIT_MS})}
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',wait);else wait();
var P=w.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}
else requestAnimationFrame(function(){setTimeout(go,0)});
})(${FILES_MARK}${JSON.stringify(files)});
`;
}

/** The scripts a loader chunk starts (as URLs), or null when the source is not a loader. */
export function bootedFiles(source: string): string[] | null {
  const at = source.indexOf(FILES_MARK);
  if (at < 0) return null;
  const list = source.slice(at + FILES_MARK.length, source.indexOf(')', at));
  return JSON.parse(list) as string[];
}

interface BuildManifest {
  rootMainFiles?: string[];
}

function readManifest(file: string): BuildManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
}

/**
 * Next's root main files of the build (paths relative to `.next`, as in its manifest), before or
 * after this step: the compile hints (scripts/compile-hints.ts) look for React DOM among them.
 */
export function frameworkRootFiles(nextDir: string): string[] {
  const manifestPath = path.join(nextDir, 'build-manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`boot after paint: no ${manifestPath}; run next build first`);
  const listed = readManifest(manifestPath).rootMainFiles ?? [];
  // Once this step has run, the manifest lists the loader alone and Next's own list is kept beside it.
  const isLoader = listed.length === 1 && path.basename(listed[0]!).startsWith(`${LOADER_STEM}-`);
  return isLoader ? (JSON.parse(readFileSync(path.join(nextDir, ORIGINAL_LIST), 'utf8')) as string[]) : listed;
}

/** Every build manifest under `.next` that lists root main files (the one Next reads, and each route's copy). */
function manifestsUnder(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'cache' && entry.name !== 'static') manifestsUnder(full, found);
    } else if (entry.name === 'build-manifest.json') {
      found.push(full);
    }
  }
  return found;
}

/**
 * Writes the loader for the build's root main files and makes it the only root main file of every
 * build manifest. Returns the loader's path relative to `nextDir`. Running it twice changes nothing more.
 */
export function applyBootAfterPaint(nextDir: string): string {
  const files = frameworkRootFiles(nextDir);
  if (files.length === 0) throw new Error('boot after paint: the build lists no root main files; the framework changed, see scripts/boot-after-paint.ts');
  writeFileSync(path.join(nextDir, ORIGINAL_LIST), JSON.stringify(files));
  const source = bootLoaderSource(files.map((file) => `/_next/${file}`));
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const loader = `static/chunks/${LOADER_STEM}-${hash}.js`;
  writeFileSync(path.join(nextDir, loader), source);
  for (const manifestPath of manifestsUnder(nextDir)) {
    const manifest = readManifest(manifestPath);
    if (!manifest.rootMainFiles?.length) continue;
    manifest.rootMainFiles = [loader];
    writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  }
  return loader;
}

/**
 * The sources of the scripts a document runs as it loads, read from the build in `nextDir`: its
 * `/_next/static` script tags (noModule polyfills aside: the site's browsers never load them), with
 * the framework loader counted as the files it starts. Used by the bench's first-load budget and
 * its e2e check.
 */
export function documentScripts(html: string, nextDir: string): string[] {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bnomodule\b/i.test(tag));
  const srcs = tags.map((tag) => /src="(\/_next\/static\/[^"]+\.js)"/.exec(tag)?.[1]).filter((src): src is string => !!src);
  const read = (src: string) => readFileSync(path.join(nextDir, 'static', src.replace('/_next/static/', '')), 'utf8');
  const sources = new Map<string, string>();
  for (const src of srcs) {
    const source = read(src);
    const booted = bootedFiles(source);
    if (booted) for (const file of booted) sources.set(file, read(file));
    sources.set(src, source);
  }
  return [...sources.values()];
}
