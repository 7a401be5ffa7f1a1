/**
 * Every module the rule is switched on for (lib/platform) carries `import 'server-only'`, so a
 * client module that reaches it fails `next build` even where no lint runs. The fix adds the line
 * at the top, which is also how a new file or a merged one gets it: `npx eslint --fix lib/platform`.
 */

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: "A server module starts with import 'server-only'" },
    schema: [],
    messages: {
      missing:
        "This module is server code: start it with import 'server-only'; (npx eslint --fix adds it). Code the browser needs too goes in lib/domain.",
    },
  },
  create(context) {
    return {
      Program(program) {
        const marked = program.body.some(
          (s) => s.type === 'ImportDeclaration' && s.source.value === 'server-only' && s.specifiers.length === 0,
        );
        if (marked) return;
        context.report({
          loc: { line: 1, column: 0 },
          messageId: 'missing',
          fix: (fixer) => fixer.insertTextBeforeRange([0, 0], "import 'server-only';\n"),
        });
      },
    };
  },
};

export default rule;
