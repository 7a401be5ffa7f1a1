/* eslint-disable @typescript-eslint/no-require-imports -- jest loads this CommonJS file directly, before any transform */
// Jest through next/jest (SWC). Two projects: fast unit/component tests in jsdom or node,
// and integration tests that run services and route handlers against a real database.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

const common = {
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
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
  const integration = await createJestConfig({
    ...common,
    displayName: 'integration',
    testEnvironment: 'node',
    testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
    setupFiles: ['<rootDir>/tests/integration/env.ts'],
    testTimeout: 60000,
  })();
  return { projects: [unit, integration] };
};
