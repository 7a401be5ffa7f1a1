import type { Linter } from 'eslint';

/** Types for the tests, which read the zones from TypeScript. */
export declare function dependencyDirection(root: string): Linter.Config[];
