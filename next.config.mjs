import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: {
    // ICU messages are compiled at build time, so the browser gets a small formatter instead
    // of intl-messageformat (about 12 KB gzipped of the lobby's first-load JavaScript).
    messages: { format: 'json', path: './messages', locales: 'infer', precompile: true },
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships wasm next to its JS; bundling it breaks the wasm URL (STACK-NOTES).
  // @croupier/platform is lib/platform as the process loads it (scripts/platform-package.ts):
  // left to Node's require, so the custom server and every bundle share one copy (decision 0063).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'ws', '@croupier/platform'],
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc; checking again in every build
  // (and so on `npm start` after a change) would only cost time on small machines.
  // tsconfig.next.json is tsconfig.json without the path that maps @croupier/platform to the
  // sources: the bundler follows tsconfig paths and would compile the platform into its bundles.
  typescript: { ignoreBuildErrors: true, tsconfigPath: 'tsconfig.next.json' },
  reactStrictMode: true,
  // Next's ISR cache without 404 pages: an unknown slug must not leave a file on disk.
  cacheHandler: fileURLToPath(new URL('./isr-cache-handler.mjs', import.meta.url)),
  images: {
    // All pictures are drawn at seed time as small WebP files at their display size
    // (lib/platform/seed/art.ts). Resizing them again would add a long srcset to each of
    // the lobby's hundred tiles (a third of the document) and optimizer work per size, for
    // files of 1-20 KB: they are served as they are.
    unoptimized: true,
  },
};

export default withNextIntl(nextConfig);
