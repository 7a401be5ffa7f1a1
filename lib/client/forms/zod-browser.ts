import { config } from 'zod/v4/core';

/**
 * Imported by the browser's only zod parsers (the forms' resolver, zod-params-resolver.ts, which
 * every form reaches through use-croupier-form.ts) before they parse. The pages' CSP has no
 * 'unsafe-eval' (lib/platform/http/security-headers.ts), and zod probes whether it may compile its
 * parsers with `new Function` the first time it parses an object: a probe the browser reports as
 * a CSP violation. The browser parses few, small bodies, so zod's interpreted path is enough.
 * Here and not in instrumentation-client.ts: there, zod's core came with every page's first load
 * (5 KB gzipped the lobby, which parses nothing, never used).
 */
config({ jitless: true });
