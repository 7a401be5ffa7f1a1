import type { ESLint, Rule } from 'eslint';

/** Types for the tests, which import the plugin from TypeScript. */
declare const plugin: ESLint.Plugin & { rules: Record<'no-feature-cycle' | 'no-platform-in-client' | 'no-raw-body-parse' | 'no-room-cycle' | 'server-only-import', Rule.RuleModule> };
export default plugin;
