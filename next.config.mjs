import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships wasm next to its JS; bundling it breaks the wasm URL (STACK-NOTES).
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'ws'],
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc; checking again in every build
  // (and so on `npm start` after a change) would only cost time on small machines.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: {
    // Game previews are generated at seed time into public/generated; next/image optimises them.
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(nextConfig);
