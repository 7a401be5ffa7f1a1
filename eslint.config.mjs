import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import croupier from './eslint/croupier-plugin.mjs';
import { dependencyDirection } from './eslint/dependency-direction.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

const ZOD_THROUGH_DOMAIN = { name: 'zod', message: 'Import { z } from lib/domain/zod.ts (zod is told not to compile in the browser there).', allowTypeImports: true };
// What Next bundles reaches the platform through its package, which the bundler leaves to Node:
// a source path would compile a second copy of lib/platform into the bundle (decision 0063).
const PLATFORM_AS_PACKAGE = {
  regex: '^(@/|(\\.\\.?/)+)lib/platform(/|$)',
  message: 'Import the platform as @croupier/platform/… here: it is loaded once for the whole process (docs/decisions/0063).',
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'public/generated/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...dependencyDirection(root),
  {
    // zod's browser switch must come before any schema is built (lib/domain/zod.ts says why):
    // code that can reach the browser imports `z` from there; types may come from zod itself.
    files: ['lib/domain/**/*.ts', 'lib/client/**/*.ts'],
    ignores: ['lib/domain/zod.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_THROUGH_DOMAIN] }] },
  },
  {
    // Components may reach the browser (zod as above) and are bundled by Next (the platform as a package).
    files: ['components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [ZOD_THROUGH_DOMAIN], patterns: [PLATFORM_AS_PACKAGE] }] },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'i18n/**/*.{ts,tsx}', 'proxy.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PLATFORM_AS_PACKAGE] }] },
  },
  {
    // Request bodies are parsed only by lib/platform/http/body.ts, within its limits (eslint/rules/no-raw-body-parse.mjs).
    files: ['app/**/*.{ts,tsx}', 'lib/platform/**/*.ts', 'server.ts', 'proxy.ts'],
    ignores: [
      // The reader itself.
      'lib/platform/http/body.ts',
      // Text that is no client's: the project's message files, the NOTIFY payloads this server
      // published itself, a gift file the operator passes to the gifts script.
      'lib/platform/i18n/server-texts.ts',
      'lib/platform/realtime/pg-transport.ts',
      'lib/platform/gifts/gift-operator.ts',
    ],
    plugins: { croupier },
    rules: { 'croupier/no-raw-body-parse': 'error' },
  },
  {
    // State one process holds once is listed in lib/platform/process-state.ts, which also guards
    // against a second copy of the platform; nothing else hangs state on globalThis.
    files: ['app/**/*.{ts,tsx}', 'lib/platform/**/*.ts', 'server.ts', 'proxy.ts'],
    ignores: ['lib/platform/process-state.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'globalThis', message: 'Process-wide state goes in lib/platform/process-state.ts (processState).' }],
    },
  },
  {
    // The journeys' pages wait for the framework after each load (tests/e2e/fixtures.ts says why).
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: 'Take test and expect from ./fixtures (its pages wait until the framework has hydrated them).' }] },
      ],
    },
  },
];

export default config;
