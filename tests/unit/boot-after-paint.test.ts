/** @jest-environment jsdom */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { applyBootAfterPaint, bootedFiles, bootLoaderSource, documentScripts, frameworkRootFiles, PAINTLESS_WAIT_MS } from '@/scripts/boot-after-paint';
import { HYDRATED_MARK } from '@/lib/domain/routing/route-history';

const ROOT_FILES = ['static/chunks/runtime.js', 'static/chunks/react-dom.js'];

/** A stand-in for .next: Next's build manifest, a route's copy of it, and the root chunks. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'croupier-boot-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dir, 'server', 'app', 'page'), { recursive: true });
  for (const file of [...ROOT_FILES, 'static/chunks/page.js']) writeFileSync(path.join(dir, file), `/* ${file} */`);
  const manifest = { polyfillFiles: ['static/chunks/polyfills.js'], rootMainFiles: ROOT_FILES };
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'server', 'app', 'page', 'build-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'fallback-build-manifest.json'), JSON.stringify({ rootMainFiles: [] }));
  return dir;
}

const manifestAt = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as { rootMainFiles: string[]; polyfillFiles?: string[] };

describe('the framework loader written after the build', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('takes the root chunks’ place in every manifest, keeps Next’s list, and changes nothing more when run again', () => {
    const dir = fakeBuild();
    dirs.push(dir);
    const loader = applyBootAfterPaint(dir);
    expect(loader).toMatch(/^static\/chunks\/boot-after-paint-[0-9a-f]{12}\.js$/);
    expect(applyBootAfterPaint(dir)).toBe(loader);

    for (const manifest of ['build-manifest.json', 'server/app/page/build-manifest.json']) {
      expect(manifestAt(path.join(dir, manifest))).toEqual({ polyfillFiles: ['static/chunks/polyfills.js'], rootMainFiles: [loader] });
    }
    expect(frameworkRootFiles(dir)).toEqual(ROOT_FILES);
    expect(bootedFiles(readFileSync(path.join(dir, loader), 'utf8'))).toEqual(['/_next/static/chunks/runtime.js', '/_next/static/chunks/react-dom.js']);

    // A document's first scripts count the framework the loader starts, not the loader alone.
    const html = `<script src="/_next/static/chunks/page.js" async=""></script><script src="/_next/${loader}" async=""></script><script src="/_next/static/chunks/polyfills.js" noModule=""></script>`;
    expect(documentScripts(html, dir)).toEqual(['/* static/chunks/page.js */', '/* static/chunks/runtime.js */', '/* static/chunks/react-dom.js */', readFileSync(path.join(dir, loader), 'utf8')]);
  });

  it('fails the build step when the build lists no root chunk, instead of leaving pages without their framework', () => {
    const dir = fakeBuild();
    dirs.push(dir);
    writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: [] }));
    expect(() => applyBootAfterPaint(dir)).toThrow(/no root main files/);
  });
});

describe('the loader in the browser', () => {
  type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
  let paint: PaintCallback | null;
  const files = ['/_next/static/chunks/runtime.js', '/_next/static/chunks/react-dom.js'];
  const started = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));

  function run(visibility: DocumentVisibilityState = 'visible') {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    new Function(bootLoaderSource(files))();
  }

  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    paint = null;
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'navigation'];
      constructor(callback: PaintCallback) {
        paint = callback;
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: FakeObserver });
  });
  // Each test's loader hears the page hydrate, so none of them keeps taps for the next test.
  afterEach(async () => {
    await hydrate();
    document.documentElement.removeAttribute(HYDRATED_MARK);
    document.body.innerHTML = '';
    jest.useRealTimers();
  });

  /** What RouteTracker does once the framework has hydrated the page; the loader hears it as a mutation. */
  async function hydrate() {
    document.documentElement.setAttribute(HYDRATED_MARK, '');
    await Promise.resolve();
  }

  /** The page's element `#tap` (a button only scripts answer, unless `html` says otherwise), counting its clicks. */
  function scriptButton(html = '<button id="tap" type="button">Menu</button>') {
    document.body.innerHTML = html;
    const button = document.querySelector<HTMLElement>('#tap')!;
    const clicks = { count: 0 };
    button.addEventListener('click', () => (clicks.count += 1));
    return { button, clicks };
  }

  it('starts the framework right after the first contentful paint, once', () => {
    run();
    jest.advanceTimersByTime(PAINTLESS_WAIT_MS / 2);
    expect(started()).toEqual([]);

    paint!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => {} });
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(0);
    expect(started()).toEqual(files);

    jest.advanceTimersByTime(PAINTLESS_WAIT_MS * 2);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started()).toEqual(files);
  });

  it('starts at once in a hidden page, where no paint comes', () => {
    run('hidden');
    expect(started()).toEqual(files);
  });

  it('starts at the visitor’s first touch or key, before any paint', () => {
    run();
    document.dispatchEvent(new Event('pointerdown'));
    expect(started()).toEqual(files);
  });

  it('does not wait for ever in a page that paints nothing', () => {
    run();
    jest.advanceTimersByTime(PAINTLESS_WAIT_MS - 1);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(files);
  });

  it('answers a button tapped before the page hydrated, once, when it has', async () => {
    run();
    const { button, clicks } = scriptButton();
    button.click();
    button.click();
    expect(clicks.count).toBe(2);
    await hydrate();
    // The two taps the page could not answer come back as one, now that scripts can.
    expect(clicks.count).toBe(3);
    button.click();
    expect(clicks.count).toBe(4);
  });

  it('does not replay what the browser answers by itself, nor a tap after hydration', async () => {
    const answeredByTheBrowser = [
      '<a href="/promo"><button id="tap" type="button">Promotions</button></a>',
      '<form method="post"><button id="tap">Send</button></form>',
      '<details><summary id="tap" role="button">More</summary></details>',
    ];
    for (const html of answeredByTheBrowser) {
      run();
      const { button, clicks } = scriptButton(html);
      document.querySelector('form')?.addEventListener('submit', (e) => e.preventDefault());
      button.click();
      await hydrate();
      expect(clicks.count).toBe(1);
      document.documentElement.removeAttribute(HYDRATED_MARK);
    }
    run();
    const { button, clicks } = scriptButton();
    await hydrate();
    button.click();
    await Promise.resolve();
    expect(clicks.count).toBe(1);
  });
});
