import { z } from 'zod';

/**
 * The one way lib/domain reaches zod, because of the browser. The pages' CSP has no
 * 'unsafe-eval' (lib/platform/http/security-headers.ts), and zod probes whether it may compile
 * its parsers with `new Function` when it builds an object schema — at module evaluation, before
 * any parse: a probe the browser reports as a CSP violation. So in the browser zod is told to
 * interpret before any schema of ours is built: every schema file imports `z` from here. The
 * browser parses few, small bodies; the server (no window) keeps zod's compiled parsers for the
 * hot round route. Here and not in instrumentation-client.ts: there, zod's core came with every
 * page's first load (5 KB gzipped on the lobby, which builds no schema).
 */
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
