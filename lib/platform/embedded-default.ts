import 'server-only';
/**
 * The one rule of the switches that are harmless only on a demo install (PAYMENT_SANDBOX,
 * DEMO_DATA): on with the embedded database (no DATABASE_URL: the `npm start` demo), off on
 * DATABASE_URL (an operator's production), unless the switch is set. `on`/`1`/`true` and
 * `off`/`0`/`false` are understood whatever their case and spaces; any other value is no setting
 * and the default holds.
 */
export type Env = Readonly<Record<string, string | undefined>>;

const ON = new Set(['on', '1', 'true']);
const OFF = new Set(['off', '0', 'false']);

/** What the switch `name` says: true/false when set to a known word, null otherwise. */
export function switchSetting(env: Env, name: string): boolean | null {
  const asked = env[name]?.trim().toLowerCase();
  if (asked !== undefined && ON.has(asked)) return true;
  if (asked !== undefined && OFF.has(asked)) return false;
  return null;
}

/** Whether the switch `name` is on: as set, else on only with the embedded database. */
export function onWithEmbeddedDb(env: Env, name: string): boolean {
  return switchSetting(env, name) ?? !env.DATABASE_URL;
}
