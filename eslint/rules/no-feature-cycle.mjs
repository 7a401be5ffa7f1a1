import path from 'node:path';
import { collectImports, graphOf, resolveOwn, roomOf, scriptFilesUnder, startPass, wayBetween } from '../import-graph.mjs';

/**
 * The feature folders of components/ (components/<feature>/…) and of lib/client
 * (lib/client/<folder>/…; a module at its top level is a folder of its own) are held to the rule of
 * lib/platform's rooms (no-room-cycle.mjs): when one folder imports another, the other must not
 * reach back, however long the way round. components/ and lib/client are two orders of their own;
 * imports between them, and into lib, are the layers' zones (dependency-direction.mjs).
 *
 * "Up" is what the imports make it, as for the rooms (docs/ARCHITECTURE.md lists them bottom first,
 * the lint keeps no list): a folder is below every folder that imports it, directly or through
 * others. So the shared folders the features import (components/ui and components/forms; lib/client's
 * json-api, store, swr, event-map, realtime) are at the bottom, and a feature the shell imports is
 * below components/layout. An import runs back up when the folder it names already reaches the
 * importing one: it is the import that closes a cycle. It is reported where it is made, with the way
 * back (once per file and folder imported). A shared folder may be imported by the features, never
 * import one of them; two folders that do not reach each other may import one another one way.
 *
 * Inside one folder the modules import one way too (lib/client/session's store and the listeners
 * it loads were a cycle): an import of a module of the same folder is reported when that module
 * already reaches the importing one through the folder's modules. A lazy `import()` counts, as it
 * does between folders: it is an edge of the import graph. A cycle that leaves the folder is a
 * cycle between folders, reported there.
 * The graphs are read from disk (see import-graph.mjs for the caching).
 */

/** The folders whose first-level folders (and top-level modules) are ordered, from the project root. */
const ORDERED = [['components'], ['lib', 'client']];

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between the feature folders of components and lib/client, nor between the modules of one folder' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        'Import cycle between the folders of {{within}}: {{cycle}} (the way back: {{back}}). This import runs back up: folders depend one way only, ' +
        'features on the shared folders below them, never the other way. Move what both need down to where both can import it ' +
        '(the lower folder, a shared one such as components/ui or lib/client/swr, or lib/domain), or let the caller pass it in.',
      cycleInside:
        'Import cycle inside {{folder}}: {{cycle}}. Its modules depend one way only: move what both need into a module of its own that both import, or let the caller pass it in.',
    },
  },
  create(context) {
    const root = /** @type {{ root?: string } | undefined} */ (context.options[0])?.root ?? context.cwd;
    const dir = ORDERED.map((parts) => path.join(root, ...parts) + path.sep).find((d) => context.filename.startsWith(d));
    if (dir === undefined) return {};
    const folder = /** @type {string} */ (roomOf(context.filename, dir));
    const within = path.relative(root, dir);
    return collectImports((imports) => {
      startPass();
      /** @type {Map<string, Map<string, string>> | undefined} */
      let folders;
      /** @type {Map<string, Map<string, string>> | undefined} */
      let modules;
      /** @type {Set<string>} */
      const reported = new Set();
      for (const { source, node } of imports) {
        const target = resolveOwn(source, context.filename, root);
        const to = target === null ? null : roomOf(target, dir);
        if (target === null || to === null || target === context.filename || reported.has(target) || reported.has(to)) continue;
        if (to !== folder) {
          folders ??= graphOf(scriptFilesUnder(dir), (file) => roomOf(file, dir), root);
          const back = wayBetween(folders, to, folder);
          if (back === null) continue;
          reported.add(to);
          context.report({ node, messageId: 'cycle', data: { within, cycle: [folder, ...back.nodes].join(' → '), back: back.imports.join('; ') } });
        } else {
          modules ??= graphOf(scriptFilesUnder(dir), (file) => (roomOf(file, dir) === folder ? file : null), root);
          const back = wayBetween(modules, target, context.filename);
          if (back === null) continue;
          reported.add(target);
          const cycle = [context.filename, ...back.nodes].map((file) => path.relative(root, file)).join(' → ');
          context.report({ node, messageId: 'cycleInside', data: { folder: path.relative(root, path.join(dir, folder)), cycle } });
        }
      }
    });
  },
};

export default rule;
