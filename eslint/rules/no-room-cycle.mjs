import path from 'node:path';
import { collectImports, graphOf, resolveOwn, roomOf, scriptFilesUnder, startPass, wayBetween } from '../import-graph.mjs';

/**
 * The rooms of lib/platform (its folders; a module at its top level is a room of its own) form a
 * one-way order: when one room imports another, the other must not reach back, however long the
 * way round. An import from a file of lib/platform into another room is reported when that room
 * already reaches the file's room, with the way back, so the cycle is named where it is made
 * (once per file and room imported).
 * The room graph is read from disk (see import-graph.mjs for the caching).
 */

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
        graph ??= graphOf(scriptFilesUnder(platformDir), (file) => roomOf(file, platformDir), root);
        const back = wayBetween(graph, to, room);
        if (back === null) continue;
        reported.add(to);
        context.report({ node, messageId: 'cycle', data: { cycle: [room, ...back.nodes].join(' → '), back: back.imports.join('; ') } });
      }
    });
  },
};

export default rule;
