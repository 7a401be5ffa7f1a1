import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { dependencyDirection } from '../../../eslint/dependency-direction.mjs';

/** A throwaway project tree for the lint rules to read: relative path → file text. */
export function fixtureProject(files: Record<string, string>): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'croupier-lint-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export type Problem = { ruleId: string | null; message: string };

/**
 * Lints `code` as if it were the file `file` of the project at `root`, with the configuration
 * eslint.config.mjs builds (Next's presets, then the dependency-direction block), and returns
 * the problems of the given rule.
 */
export function lintAs(root: string, file: string, code: string, ruleId: string): Problem[] {
  const linter = new Linter({ configType: 'flat', cwd: root });
  const config = [...nextCoreWebVitals, ...nextTypescript, ...dependencyDirection(root)];
  return linter
    .verify(code, config, { filename: path.join(root, file) })
    .filter((m) => m.ruleId === ruleId)
    .map((m) => ({ ruleId: m.ruleId, message: m.message }));
}
