import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LOCALE, type Locale } from '@/lib/domain/locales';

/**
 * Texts the server writes itself (SMS, e-mail, the login error message) from the same catalogues
 * as the site. Plain `{name}` placeholders only: route handlers and jobs do not load next-intl
 * (ES modules only), and these texts need no plurals.
 */
// Read from disk, not imported: in the Next build, imported catalogues go through next-intl's
// loader, which precompiles every ICU message (next.config.mjs) into a form this code cannot
// fill in. The files are small and read once per locale.
const catalogs = new Map<Locale, unknown>();

function catalog(locale: Locale): unknown {
  let messages = catalogs.get(locale);
  if (messages === undefined) {
    const file = path.join(process.cwd(), 'messages', `${locale}.json`);
    messages = JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')) as unknown;
    catalogs.set(locale, messages);
  }
  return messages;
}

function lookup(catalog: unknown, path: string): string | undefined {
  let node: unknown = catalog;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text at `path` ("apiErrors.invalid_credentials") in the locale, else Russian, else the path. */
export function serverText(locale: Locale, path: string, params: Record<string, string | number> = {}): string {
  const template = lookup(catalog(locale), path) ?? lookup(catalog(DEFAULT_LOCALE), path) ?? path;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
