/* eslint-disable @typescript-eslint/no-require-imports -- jest loads this CommonJS file directly, before any transform */
// Jest through next/jest (SWC). Two projects: fast unit/component tests in jsdom or node,
// and integration tests that run services and route handlers against a real database.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

// next-intl and the ICU packages under it, and jose (JWTs), ship ES modules only, which Jest on
// Node 20 cannot require; both projects transform them like our code.
const ESM_PACKAGES = ['next-intl', 'use-intl', 'icu-minify', 'intl-messageformat', '@formatjs', 'jose'];

/** Lets next/jest's SWC transform also compile the ES-module-only packages above. */
function transformEsmPackages(config) {
  config.transformIgnorePatterns = config.transformIgnorePatterns.map((pattern) =>
    pattern.startsWith('/node_modules/(?!.pnpm)(?!(') ? pattern.replace('(?!(', `(?!(${ESM_PACKAGES.join('|')}|`) : pattern,
  );
  return config;
}

const common = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '^@croupier/platform/(.*)$': '<rootDir>/lib/platform/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/tests/e2e/'],
};

module.exports = async () => {
  const unit = await createJestConfig({
    ...common,
    displayName: 'unit',
    testEnvironment: 'jsdom',
    setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.ts', '<rootDir>/tests/unit/**/*.test.tsx'],
  })();
  transformEsmPackages(unit);
  const integration = await createJestConfig({
    ...common,
    displayName: 'integration',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
    setupFiles: ['<rootDir>/tests/integration/env.ts'],
    // One initialised, migrated PGlite dumped once; every file's in-memory database loads it.
    globalSetup: '<rootDir>/tests/integration/global-setup.ts',
  })();
  transformEsmPackages(integration);
  // testTimeout is a global option: Jest ignores it inside a project. PGlite start-up and
  // seeding twice take several seconds on a 2-core CI machine, past Jest's 5 s default.
  return { projects: [unit, integration], testTimeout: 60000 };
};
