/**
 * A request body is read in one place, lib/platform/http/body.ts (readJsonObject,
 * parseJsonObject, parseClientJson), which refuses a body too big, too deep or too wide before
 * it is parsed. A route that parsed its body itself would skip those limits, and a 60 KB body of
 * nested arrays would hold the event loop for seconds again. So on the server, JSON.parse and the
 * Fetch API's body readers on a request (`req.json()`, `request.text()`, …) are refused: take the
 * body with `ctx.body(schema)` in a route, or parseJsonObject / parseClientJson elsewhere.
 * Server code that parses text which is not a client's (a file of the operator, the project's
 * own messages) is listed in eslint.config.mjs as an exception, with the reason.
 */

const BODY_READERS = new Set(['json', 'text', 'formData', 'arrayBuffer', 'blob', 'bytes']);
/** What a request is called in this code base: `req`, `request`, `_req`, `nextRequest`… */
const REQUEST_NAME = /^_*(req|request|nextRequest)$/i;

/** @param {import('estree').Node} node */
function isRequest(node) {
  if (node.type === 'Identifier') return REQUEST_NAME.test(node.name);
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return REQUEST_NAME.test(node.property.name);
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Request bodies are parsed only by lib/platform/http/body.ts, within its limits' },
    schema: [],
    messages: {
      jsonParse:
        'JSON.parse on the server skips the body limits: read a request body with ctx.body(schema), or parseJsonObject / parseClientJson of lib/platform/http/body.ts.',
      bodyReader:
        'A request body read here skips the body limits (size, depth, number of values): use ctx.body(schema), or parseJsonObject / parseClientJson of lib/platform/http/body.ts.',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        const name = callee.property.name;
        if (name === 'parse' && callee.object.type === 'Identifier' && callee.object.name === 'JSON') {
          context.report({ node, messageId: 'jsonParse' });
        } else if (BODY_READERS.has(name) && isRequest(callee.object)) {
          context.report({ node, messageId: 'bodyReader' });
        }
      },
    };
  },
};

export default rule;
