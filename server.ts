import { createServer } from 'node:http';
import { EventEmitter } from 'node:events';
import next from 'next';
import { buildIsCurrent, hasBuild, runNpmBuild } from './scripts/build';
import { writePlatformPackage } from './scripts/platform-package';
import { closeDb, getDbHandle } from './lib/platform/db/client';
import { ensureArt, seedDatabase } from './lib/platform/seed';
import { backfillAchievements } from './lib/platform/achievements/backfill';
import { checkEconomics } from './lib/platform/economics/economics-check';
import { createRealtimeServer } from './lib/platform/realtime/ws-server';
import { setTransport } from './lib/platform/realtime/bus';
import { createPgTransport } from './lib/platform/realtime/pg-transport';
import { siteRealtimeOptions } from './lib/platform/site-realtime';
import { PageCache } from './lib/platform/http-cache/page-cache';
import { admitFromCache } from './lib/platform/http-cache/cache-admission';
import { stampConnection } from './lib/platform/http/client-address';
import { sandboxEnabled } from './lib/platform/cashbox/payment-provider';
import { startTournamentSweeper } from './lib/platform/tournaments/finish-sweeper';
import { flushTournamentLive } from './lib/platform/tournaments/live';
import { flushPromotionLive } from './lib/platform/promotions/round-live';
import { startPromotionPopupWatch } from './lib/platform/promotions/promotion-popup';
import { startPromotionSweeper } from './lib/platform/promotions/finish-sweeper';
import { startIdempotencySweeper } from './lib/platform/idempotency/sweeper';
import { startPlayersOnlineRefresh } from './lib/platform/catalog/players-online';
import { startWinbackSweeper } from './lib/platform/winback/winback-sweeper';
import { log } from './lib/platform/log/logger';

/**
 * The one process that serves the whole site: Next's handler for pages and the JSON API,
 * a WebSocket server on /ws, and start-up work (build if needed, migrate, seed, art).
 */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

/**
 * `npm start` serves the build in .next; it builds (through `npm run build`, the one builder) only
 * when there is none, as on a fresh clone. A build older than the sources is served as it is, with
 * a warning: what an operator deployed is never rebuilt behind their back.
 */
function serveableBuild(): void {
  if (!hasBuild()) {
    log.info('croupier: no build yet, running npm run build …');
    runNpmBuild();
  } else if (!buildIsCurrent()) {
    log.warn('croupier: the sources changed since the last build; serving that build (npm run build rebuilds)');
  }
}

async function main() {
  // NODE_ENV is set by the npm scripts (start: production, dev: development) before React loads.
  if (!dev) serveableBuild();
  // Development compiles pages as they are asked for: the platform's package lists the modules of
  // lib/platform as they are now (a build writes it for itself, scripts/platform-package.ts).
  else writePlatformPackage();
  const started = Date.now();
  const { db, driver } = await getDbHandle();
  const { seeded } = await seedDatabase(db);
  await ensureArt();
  log.info(`croupier: database ready (${driver}${seeded ? ', seeded' : ''}) in ${Date.now() - started} ms`);
  // The house economics (lib/platform/economics): a configuration that pays out more than it
  // takes stops the start here; one over the loyalty budget is served with a warning.
  await checkEconomics(db);
  if (sandboxEnabled()) {
    log.warn(
      'croupier: WARNING the payment sandbox is on: any player can complete a deposit without paying, and the money is real and withdrawable. ' +
        (process.env.DATABASE_URL ? 'PAYMENT_SANDBOX=on asked for it.' : 'It is on because the embedded database is in use (a demo); set PAYMENT_SANDBOX=off to turn it off.'),
    );
  }

  let closeTransport: (() => Promise<void>) | null = null;
  if (process.env.DATABASE_URL) {
    const pg = await createPgTransport(process.env.DATABASE_URL);
    setTransport(pg.transport);
    closeTransport = pg.close;
  }
  // Achievements owed from before they existed (lib/platform/achievements/backfill.ts); none after the first start.
  const owed = await backfillAchievements(db);
  if (owed > 0) log.info(`croupier: achievements back-filled for ${owed} player(s)`);
  // Tournaments whose end has come are finished and paid by a claim in the database (every
  // instance sweeps); started once the fan-out is up, so its notices reach every instance's sockets.
  const stopSweeper = startTournamentSweeper(db);
  // A changed promo popup is announced to this instance's sockets (lib/platform/promotions/promotion-popup.ts).
  const stopPopupWatch = startPromotionPopupWatch(db);
  // Promotions whose end has come: lotteries drawn once (lib/platform/promotions/finish.ts).
  const stopPromoSweeper = startPromotionSweeper(db);
  // The stored answers of value-moving calls older than a day, an hour at a time (lib/platform/idempotency).
  const stopIdempotencySweeper = startIdempotencySweeper(db);
  // The producers' players online, counted from open game sessions (lib/platform/catalog/players-online.ts).
  const stopPlayersOnline = startPlayersOnlineRefresh(db);
  // The weekly win-back, Monday 00:00 UTC, once per player and week (lib/platform/winback/weekly-payout.ts).
  const stopWinbackSweeper = startWinbackSweeper(db);

  // Next attaches its own `upgrade` listener to the server it is given; hand it a private
  // emitter so /ws stays ours (STACK-NOTES), and forward other upgrades only in dev (HMR).
  const nextUpgrades = new EventEmitter();
  const app = next({ dev, hostname: 'localhost', port, httpServer: nextUpgrades as unknown as import('node:http').Server });
  const handle = app.getRequestHandler();
  await app.prepare();

  // The request chain is loaded once Next is prepared: the account calls it answers itself are
  // Next route handlers (lib/platform/front-door), whose `next/server` needs the server
  // environment Next sets up while preparing (AsyncLocalStorage on globalThis).
  const { siteRequestHandler } = await import('./lib/platform/site-request');
  const pageCache = new PageCache((req) => admitFromCache(db, req));
  const server = createServer(siteRequestHandler(pageCache, handle));

  const realtime = createRealtimeServer(siteRealtimeOptions(db));
  server.on('upgrade', (req, socket, head) => {
    stampConnection(req);
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/ws') {
      realtime.upgrade(req, socket, head);
    } else if (dev) {
      nextUpgrades.emit('upgrade', req, socket, head);
    } else {
      socket.destroy();
    }
  });

  server.listen(port, host, () => {
    log.info(`croupier: serving http://localhost:${port} (${dev ? 'development' : 'production'}, listening on ${host})`);
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`croupier: ${signal}, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stopSweeper();
    stopPopupWatch();
    stopPromoSweeper();
    stopIdempotencySweeper();
    stopPlayersOnline();
    stopWinbackSweeper();
    await realtime.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    // The live tables' last coalesced update (of the rounds this process answered)
    // goes out while the transport and the database are open.
    await flushTournamentLive();
    await flushPromotionLive();
    await closeTransport?.();
    await closeDb();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  log.error('croupier: failed to start', error);
  process.exit(1);
});
