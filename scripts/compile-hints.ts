import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frameworkRootFiles } from './boot-after-paint';

/**
 * V8's explicit compile hint for the framework chunk that holds React DOM's client, written into
 * the built file after `next build` (ARCHITECTURE.md, "Pages", the framework's floor).
 *
 * Why: V8 compiles a function lazily, on the main thread, the first time it runs. React DOM's client
 * is one module of about 200 KB, and nearly all of it runs while the first page hydrates, so every
 * page paid its compile in its longest task (the module's evaluation took 126–204 ms on the bench
 * machine). With the magic comment V8 compiles the whole file eagerly on the script-streaming
 * thread while it downloads: the evaluation fell to 86–90 ms, and an empty Next.js page's Lighthouse
 * TBT from 327–435 ms to 122–375 ms (4 runs a side, alternating). Chromium ignores the comment before
 * version 136 and other engines ignore it entirely: for them the file is unchanged.
 *
 * Only this chunk: marking the router's and the runtime's chunks as well gave no better figures,
 * since much of their code does not run on load and would be compiled for nothing.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** React DOM's client is the root chunk that exports hydrateRoot (Next's app bootstrap calls it). */
export const REACT_DOM_CLIENT_MARK = 'hydrateRoot';

/** The source with the hint as its first line; a source that already starts with it is returned as is. */
function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Marks the root chunks (loaded by every page) that hold React DOM's client. Returns the files it
 * marked, relative to `nextDir`. Running it twice changes nothing more.
 */
export function applyCompileHints(nextDir: string): string[] {
  const marked: string[] = [];
  for (const file of frameworkRootFiles(nextDir)) {
    const full = path.join(nextDir, file);
    const source = readFileSync(full, 'utf8');
    if (!source.includes(REACT_DOM_CLIENT_MARK)) continue;
    const hinted = withCompileHint(source);
    if (hinted !== source) writeFileSync(full, hinted);
    marked.push(file);
  }
  if (marked.length === 0) throw new Error('compile hints: no root chunk holds React DOM client (hydrateRoot); the framework changed, see scripts/compile-hints.ts');
  return marked;
}
