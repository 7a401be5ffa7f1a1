import 'server-only';
import { processState } from '@/lib/platform/process-state';
import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/platform/db/executor';
import { serverConfig } from '@/lib/platform/db/schema';
import { serverConfigSchema, type ServerConfig } from '@/lib/domain/content/server-config';
import { withEnvOverrides } from './config-env';
import { isMaintenanceSwitchOn } from './maintenance-switch';

/**
 * The proxy consults the config on every request (region blocks, maintenance), so it is
 * cached briefly in memory; an operator's edit takes effect within CONFIG_TTL_MS. The
 * maintenance file switch (maintenance-switch.ts) and the environment's chat and affiliate
 * settings (config-env.ts) are read with it.
 */
const CONFIG_TTL_MS = 10_000;
// One per process (process-state.ts): a save drops the copy every request reads.
const cache = processState('server-config', (): { entry?: { at: number; value: Promise<ServerConfig> } } => ({}));

async function load(db: Executor): Promise<ServerConfig> {
  const [row] = await db.select().from(serverConfig).where(eq(serverConfig.id, 1)).limit(1);
  if (!row) throw new Error('server_config row 1 is missing: the seed has not run');
  const config = withEnvOverrides(serverConfigSchema.parse(row.config));
  return isMaintenanceSwitchOn() ? { ...config, maintenance: true } : config;
}

export async function getServerConfig(db: Executor): Promise<ServerConfig> {
  const hit = cache.entry;
  if (hit && Date.now() - hit.at < CONFIG_TTL_MS) return hit.value;
  const value = load(db);
  cache.entry = { at: Date.now(), value };
  value.catch(() => {
    if (cache.entry?.value === value) cache.entry = undefined;
  });
  return value;
}

/** Writes the config (seed, tests, operator scripts) and drops the cached copy. */
export async function saveServerConfig(db: Executor, config: ServerConfig): Promise<void> {
  const parsed = serverConfigSchema.parse(config);
  await db
    .insert(serverConfig)
    .values({ id: 1, config: parsed })
    .onConflictDoUpdate({ target: serverConfig.id, set: { config: parsed, updatedAt: new Date() } });
  cache.entry = undefined;
}

/**
 * Fields only the operator and the server see (region rules). Everything else in the config is
 * what the browser needs (spec §3 "Server config") and is served by GET /json-api/serverdata.
 * Add a field here when a new operator-only setting joins the config.
 */
export const OPERATOR_ONLY_CONFIG_FIELDS = ['restrictedCountries', 'blockedCountries', 'documents', 'profileCompletionGift'] as const;

export type PublicServerConfig = Omit<ServerConfig, (typeof OPERATOR_ONLY_CONFIG_FIELDS)[number]>;

export function toPublicServerConfig(config: ServerConfig): PublicServerConfig {
  const copy: Partial<ServerConfig> = { ...config };
  for (const field of OPERATOR_ONLY_CONFIG_FIELDS) delete copy[field];
  return copy as PublicServerConfig;
}

export async function getPublicServerConfig(db: Executor): Promise<PublicServerConfig> {
  return toPublicServerConfig(await getServerConfig(db));
}
