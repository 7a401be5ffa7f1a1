import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secret that seals the session cookie and signs tokens. SESSION_SECRET (≥32 chars) wins;
 * otherwise a random one is made once and kept in DATA_DIR/session-secret, so a self-hosted
 * install works out of the box and sessions survive restarts. In-memory databases (tests) get
 * a per-process secret.
 */
let cached: string | undefined;
/** The secret of an in-memory database: one per process (process-state.ts), every session is sealed with it. */
const memory = processState('memory-secret', () => ({ secret: randomBytes(32).toString('hex') }));

export function getSessionSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    return (cached = fromEnv);
  }
  const dataDir = process.env.DATA_DIR ?? './.data';
  if (dataDir.startsWith('memory://')) return (cached = memory.secret);
  const file = path.resolve(dataDir, 'session-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const fresh = randomBytes(32).toString('hex');
    try {
      writeFileSync(file, fresh, { mode: 0o600, flag: 'wx' });
      cached = fresh;
    } catch (error) {
      // Another process sharing DATA_DIR wrote it first: both must seal with that one.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      cached = readFileSync(file, 'utf8').trim();
    }
  }
  return cached;
}
