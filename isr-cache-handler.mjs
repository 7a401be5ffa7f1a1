import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/**
 * Next's own ISR cache (the file-system one, in memory and under .next/server/route-cache), minus
 * error pages. Pages are ISR with an empty generateStaticParams, so every path is rendered on its
 * first request and kept — a `notFound()` too: each unknown slug (/en/games/no-such-game, a
 * made-up producer, /en/a/b/c through the catch-all, /games/slots/page/999) left its 404 document
 * on disk for good, and a crawler or an attacker could fill the disk with them
 * (vercel/next.js#73101, #96581). A 404 or other error page is cheap to render again, so it is
 * never stored; everything else is Next's behaviour unchanged. Plain JavaScript: Next loads the
 * file named by `cacheHandler` in next.config.mjs at run time, without compiling it.
 */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class IsrCacheHandler extends FileSystemCache {
  /**
   * ISR_CACHE_DIR: the folder of this server's rendered pages instead of the build's own
   * (.next/server). Two servers of one build on different data — the end-to-end journeys' second
   * server, on an empty database without demo data — would otherwise serve each other's pages.
   */
  constructor(ctx) {
    const dir = process.env.ISR_CACHE_DIR;
    super(dir ? { ...ctx, serverDistDir: dir } : ctx);
  }

  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && typeof data.status === 'number' && data.status >= 400) return;
    return super.set(key, data, ctx);
  }
}
