import { config } from 'zod/v4/core';

/**
 * Runs in the browser before the app starts (Next's instrumentation-client). The pages' CSP has
 * no 'unsafe-eval' (lib/platform/http/security-headers.ts), and zod probes whether it may compile
 * its parsers with `new Function` the first time it parses an object: a probe the browser reports
 * as a CSP violation. The browser parses few, small bodies, so zod's interpreted path is enough.
 */
config({ jitless: true });
