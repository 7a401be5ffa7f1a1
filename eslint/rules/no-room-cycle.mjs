import path from 'node:path';
import { collectImports, ownImportsOf, resolveOwn, scriptFilesUnder, startPass } from '../import-graph.mjs';

/**
 * The rooms of lib/platform (its folders; a module at its top level is a room of its own) form a
 * one-way order: when one room imports another, the other must not reach back, however long the
 * way round. An import from a file of lib/platform into another room is reported when that room
 * already reaches the file's room, with the way back, so the cycle is named where it is made
 * (once per file and room imported).
 * The room graph is read from disk (see import-graph.mjs for the caching).
 */

/**
 * @param {string} file
 * @param {string} platformDir
 * @returns {string | null}
 */
function roomOf(file, platformDir) {
  if (!file.startsWith(platformDir)) return null;
  const parts = path.relative(platformDir, file).split(path.sep);
  return parts.length > 1 ? /** @type {string} */ (parts[0]) : path.basename(file).replace(/\.[^.]+$/, '');
}

/**
 * Room → room it imports → one file import that makes the edge (for the message).
 * @param {string} platformDir
 * @param {string} root
 * @returns {Map<string, Map<string, string>>}
 */
function roomGraph(platformDir, root) {
  /** @type {Map<string, Map<string, string>>} */
  const graph = new Map();
  for (const file of scriptFilesUnder(platformDir)) {
    const from = /** @type {string} */ (roomOf(file, platformDir));
    for (const target of ownImportsOf(file, root)) {
      const to = roomOf(target, platformDir);
      if (to === null || to === from) continue;
      const edges = graph.get(from) ?? new Map();
      if (!edges.has(to)) edges.set(to, `${path.relative(root, file)} → ${path.relative(root, target)}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/**
 * The shortest way from room `start` to room `goal`, as the list of edges' example imports, or null.
 * @param {Map<string, Map<string, string>>} graph
 * @param {string} start
 * @param {string} goal
 * @returns {{ rooms: string[]; imports: string[] } | null}
 */
function wayBetween(graph, start, goal) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const room = /** @type {string} */ (queue.shift());
    if (room === goal) {
      const rooms = [];
      for (let at = /** @type {string | null} */ (room); at !== null; at = cameFrom.get(at) ?? null) rooms.unshift(at);
      const imports = rooms.slice(1).map((to, i) => /** @type {string} */ (graph.get(/** @type {string} */ (rooms[i]))?.get(to)));
      return { rooms, imports };
    }
    for (const next of graph.get(room)?.keys() ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, room);
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between the rooms (folders) of lib/platform' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        'Import cycle between lib/platform rooms: {{cycle}} (the way back: {{back}}). Rooms depend one way only: ' +
        'move what both need down into the lower room (or lib/domain), give the lower room its own (its own errors, say), or let the caller pass it in.',
    },
  },
  create(context) {
    const root = /** @type {{ root?: string } | undefined} */ (context.options[0])?.root ?? context.cwd;
    const platformDir = path.join(root, 'lib', 'platform') + path.sep;
    const room = roomOf(context.filename, platformDir);
    if (room === null) return {};
    return collectImports((imports) => {
      startPass();
      /** @type {Map<string, Map<string, string>> | undefined} */
      let graph;
      /** @type {Set<string>} */
      const reported = new Set();
      for (const { source, node } of imports) {
        const target = resolveOwn(source, context.filename, root);
        const to = target === null ? null : roomOf(target, platformDir);
        if (to === null || to === room || reported.has(to)) continue;
        graph ??= roomGraph(platformDir, root);
        const back = wayBetween(graph, to, room);
        if (back === null) continue;
        reported.add(to);
        context.report({ node, messageId: 'cycle', data: { cycle: [room, ...back.rooms].join(' → '), back: back.imports.join('; ') } });
      }
    });
  },
};

export default rule;
