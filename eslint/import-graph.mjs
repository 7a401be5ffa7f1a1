import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The project's own import graph as the custom rules see it: which of our files a file imports
 * (packages are not followed). Files are read from disk once per ESLint process and read again
 * only when their modification time changes, so an editor's long-running ESLint stays right;
 * within one linted file each file is checked at most once (`startPass`).
 */

const SCRIPT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.json'];

/** @param {string} file */
function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a specifier names, for our own specifiers only: `@/…` (the tsconfig path alias,
 * from the project root), `@croupier/platform/…` (lib/platform as Next's bundles import it) and
 * relative paths; null for packages and Node built-ins.
 * @param {string} specifier
 * @param {string} fromFile absolute path of the importing file
 * @param {string} root absolute path of the project root
 * @returns {string | null}
 */
export function resolveOwn(specifier, fromFile, root) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('@croupier/platform/')) base = path.join(root, 'lib/platform', specifier.slice('@croupier/platform/'.length));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.resolve(path.dirname(fromFile), specifier);
  else return null;
  if (SCRIPT.test(base) && isFile(base)) return base;
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of EXTENSIONS) if (isFile(path.join(base, 'index' + ext))) return path.join(base, 'index' + ext);
  return null;
}

/** @type {Map<string, { mtimeMs: number; imports: string[] }>} */
const parsed = new Map();
/** @type {Set<string>} */
let checkedThisPass = new Set();

/** Starts checking one linted file: files read before are checked against the disk again once. */
export function startPass() {
  checkedThisPass = new Set();
}

/**
 * The files of ours a file imports: static imports, re-exports, `import()` and `require()`,
 * type-only imports included (TypeScript's own pre-processor, which skips comments and strings).
 * Kept, resolved, with the file's modification time: an import that named no file is looked up
 * again when the importing file changes.
 * @param {string} file
 * @param {string} root
 * @returns {string[]}
 */
export function ownImportsOf(file, root) {
  if (!SCRIPT.test(file)) return [];
  const known = parsed.get(file);
  if (known && checkedThisPass.has(file)) return known.imports;
  checkedThisPass.add(file);
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    parsed.delete(file);
    return [];
  }
  if (known && known.mtimeMs === mtimeMs) return known.imports;
  const imports = ts
    .preProcessFile(fs.readFileSync(file, 'utf8'), true, true)
    .importedFiles.map((f) => resolveOwn(f.fileName, file, root))
    .filter(/** @returns {f is string} */ (f) => f !== null);
  parsed.set(file, { mtimeMs, imports });
  return imports;
}

/**
 * Every script file under a folder, sorted (stable messages).
 * @param {string} dir
 * @returns {string[]}
 */
export function scriptFilesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && SCRIPT.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
}

/**
 * Rule visitors that collect the import specifiers of the linted buffer (which may be newer than
 * the disk) and hand them over when the file is done.
 * @param {(imports: { source: string; node: import('estree').Node }[]) => void} done
 * @returns {import('eslint').Rule.RuleListener}
 */
export function collectImports(done) {
  /** @type {{ source: string; node: import('estree').Node }[]} */
  const found = [];
  /** @param {{ source?: import('estree').Node | null }} node */
  const add = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') found.push({ source: node.source.value, node: node.source });
  };
  return {
    ImportDeclaration: add,
    ExportAllDeclaration: add,
    ExportNamedDeclaration: add,
    ImportExpression: add,
    'Program:exit': () => done(found),
  };
}

/**
 * The room of a file in a folder whose first-level folders are rooms (lib/platform, components,
 * lib/client): the folder's name, or for a module at the folder's top level its name without the
 * extension (a room of its own); null for a file outside the folder.
 * @param {string} file
 * @param {string} dir the folder, ending with the path separator
 * @returns {string | null}
 */
export function roomOf(file, dir) {
  if (!file.startsWith(dir)) return null;
  const parts = path.relative(dir, file).split(path.sep);
  return parts.length > 1 ? /** @type {string} */ (parts[0]) : path.basename(file).replace(/\.[^.]+$/, '');
}

/**
 * The import graph of some files, folded onto nodes: node → node it imports → one file import
 * that makes the edge (for the messages). `nodeOf` names a file's node, or null for a file left
 * out; imports within one node are not edges.
 * @param {string[]} files
 * @param {(file: string) => string | null} nodeOf
 * @param {string} root
 * @returns {Map<string, Map<string, string>>}
 */
export function graphOf(files, nodeOf, root) {
  /** @type {Map<string, Map<string, string>>} */
  const graph = new Map();
  for (const file of files) {
    const from = nodeOf(file);
    if (from === null) continue;
    for (const target of ownImportsOf(file, root)) {
      const to = nodeOf(target);
      if (to === null || to === from) continue;
      const edges = graph.get(from) ?? new Map();
      if (!edges.has(to)) edges.set(to, `${path.relative(root, file)} → ${path.relative(root, target)}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/**
 * The shortest way from node `start` to node `goal` of a graphOf graph: the nodes, and the
 * example import of each edge; null when there is none.
 * @param {Map<string, Map<string, string>>} graph
 * @param {string} start
 * @param {string} goal
 * @returns {{ nodes: string[]; imports: string[] } | null}
 */
export function wayBetween(graph, start, goal) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    if (node === goal) {
      const nodes = [];
      for (let at = /** @type {string | null} */ (node); at !== null; at = cameFrom.get(at) ?? null) nodes.unshift(at);
      const imports = nodes.slice(1).map((to, i) => /** @type {string} */ (graph.get(/** @type {string} */ (nodes[i]))?.get(to)));
      return { nodes, imports };
    }
    for (const next of graph.get(node)?.keys() ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      queue.push(next);
    }
  }
  return null;
}
