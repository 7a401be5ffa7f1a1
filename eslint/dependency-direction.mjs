import croupier from './croupier-plugin.mjs';

/**
 * The layers' dependency direction (docs/ARCHITECTURE.md, "Dependency direction"), as lint rules:
 * eslint-plugin-import's no-restricted-paths for "this folder never imports that one" (it resolves
 * `@/…` through the tsconfig, with the resolvers eslint-config-next sets up), and the project's
 * own plugin for what needs the import graph ('use client' modules reaching lib/platform through
 * other files, cycles between the rooms of lib/platform and between the feature folders of
 * components and lib/client) and for `import 'server-only'` in every module of lib/platform.
 * @param {string} root absolute path of the project root
 * @returns {import('eslint').Linter.Config[]}
 */
export function dependencyDirection(root) {
  return [
    {
      name: 'croupier/dependency-direction',
      files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
      plugins: { croupier },
      rules: {
        'import/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              {
                target: './lib/domain',
                from: './',
                except: ['./lib/domain', './node_modules'],
                message:
                  'lib/domain is the shared layer: it imports only packages and other lib/domain files. Move what it needs into lib/domain, or let the caller pass it in.',
              },
              {
                target: './lib',
                from: ['./components', './app'],
                message:
                  'lib never imports components or app: the pages depend on lib, not the other way. Move the shared part into lib (lib/domain when both server and browser use it).',
              },
              {
                target: './lib/client',
                from: './lib/platform',
                message:
                  'lib/client runs in the browser, which reaches the platform through /json-api: call it with lib/client/json-api; types and rules both sides need go in lib/domain.',
              },
              {
                target: './lib/platform/db',
                from: './lib/platform',
                // The process's registry (one handle per process) is no service.
                except: ['./db', './process-state.ts'],
                message:
                  'lib/platform/db holds the schema, the migrations and the client only, and imports no service. Code that needs services (the seed, start-up work) lives outside it and calls them.',
              },
              {
                target: ['./lib/platform/!(seed)/**', './lib/platform/*'],
                from: './lib/platform/seed',
                message:
                  'The seed is start-up data, run by server.ts, scripts and tests: nothing in lib/platform imports it. Data a service needs (the game list, slot themes) lives with that service, and the seed imports it from there.',
              },
            ],
          },
        ],
        'croupier/no-platform-in-client': ['error', { root }],
        'croupier/no-room-cycle': ['error', { root }],
        'croupier/no-feature-cycle': ['error', { root }],
      },
    },
    {
      name: 'croupier/server-only',
      files: ['lib/platform/**/*.{js,mjs,ts,tsx,mts,cts}'],
      plugins: { croupier },
      rules: { 'croupier/server-only-import': 'error' },
    },
  ];
}
