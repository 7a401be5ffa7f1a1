import path from 'node:path';
import { collectImports, ownImportsOf, resolveOwn, startPass } from '../import-graph.mjs';

/**
 * A 'use client' module is sent to the browser with everything it imports. This rule follows the
 * project's own imports from such a module (through any number of files) and reports the import
 * that leads into lib/platform, with the chain, so server code (database, secrets) never enters a
 * client bundle. `import 'server-only'` makes `next build` fail on the same thing; this says so at
 * lint time and names the way.
 */

/** @param {import('estree').Program} program */
function isClientModule(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof (/** @type {{ directive?: string }} */ (statement)).directive !== 'string') return false;
    if (/** @type {{ directive: string }} */ (statement).directive === 'use client') return true;
  }
  return false;
}

/**
 * The shortest chain of our imports from `start` to a file under `platformDir`, or null.
 * @param {string} start
 * @param {string} root
 * @param {string} platformDir
 * @returns {string[] | null}
 */
function chainToPlatform(start, root, platformDir) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (file.startsWith(platformDir)) {
      /** @type {string[]} */
      const chain = [];
      for (let at = /** @type {string | null} */ (file); at !== null; at = cameFrom.get(at) ?? null) chain.unshift(at);
      return chain;
    }
    for (const next of ownImportsOf(file, root)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: "No 'use client' module reaches lib/platform, directly or through its imports" },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      reaches:
        "This 'use client' module reaches lib/platform ({{chain}}), which would ship server code to the browser. " +
        'The browser reaches the platform through /json-api (lib/client/json-api); code both sides need goes in lib/domain.',
    },
  },
  create(context) {
    const root = /** @type {{ root?: string } | undefined} */ (context.options[0])?.root ?? context.cwd;
    const platformDir = path.join(root, 'lib', 'platform') + path.sep;
    if (!isClientModule(context.sourceCode.ast)) return {};
    return collectImports((imports) => {
      startPass();
      for (const { source, node } of imports) {
        const target = resolveOwn(source, context.filename, root);
        if (target === null) continue;
        const chain = chainToPlatform(target, root, platformDir);
        if (chain === null) continue;
        const shown = [context.filename, ...chain].map((f) => path.relative(root, f)).join(' → ');
        context.report({ node, messageId: 'reaches', data: { chain: shown } });
      }
    });
  },
};

export default rule;
