import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The operator's per-instance maintenance switch: while the file exists (default
 * `$DATA_DIR/maintenance`, or MAINTENANCE_FILE), the site shows the 503 page and the API
 * answers 503, as with `maintenance: true` in the server config — which switches every
 * instance at once. A file is what a deploy script can flip without a database client:
 * `touch .data/maintenance`, deploy, `rm .data/maintenance`. Read with the config (cached
 * for seconds), so the switch takes effect within CONFIG_TTL_MS.
 */
export function maintenanceSwitchPath(): string | null {
  if (process.env.MAINTENANCE_FILE) return path.resolve(process.env.MAINTENANCE_FILE);
  const dataDir = process.env.DATA_DIR ?? './.data';
  if (dataDir.startsWith('memory://')) return null;
  return path.resolve(dataDir, 'maintenance');
}

export function isMaintenanceSwitchOn(): boolean {
  const file = maintenanceSwitchPath();
  // Not a file the build should trace: the operator creates it at run time.
  return file !== null && existsSync(/* turbopackIgnore: true */ file);
}
