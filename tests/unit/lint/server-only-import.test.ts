/** @jest-environment node */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import croupier from '../../../eslint/croupier-plugin.mjs';

/** croupier/server-only-import: a lib/platform module carries import 'server-only', and the fix adds it. */
new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('server-only-import', croupier.rules['server-only-import'], {
  valid: [
    { name: 'marked on its first line', code: "import 'server-only';\nimport { sql } from 'drizzle-orm';\nexport const q = sql;\n" },
    { name: 'marked after a comment', code: "/** Why this module exists. */\nimport 'server-only';\nexport const x = 1;\n" },
  ],
  invalid: [
    {
      name: 'no marker',
      code: "import { sql } from 'drizzle-orm';\nexport const q = sql;\n",
      errors: [{ messageId: 'missing' }],
      output: "import 'server-only';\nimport { sql } from 'drizzle-orm';\nexport const q = sql;\n",
    },
    {
      name: 'a named import of the package is no marker',
      code: "import * as marker from 'server-only';\nexport const x = marker;\n",
      errors: [{ messageId: 'missing' }],
      output: "import 'server-only';\nimport * as marker from 'server-only';\nexport const x = marker;\n",
    },
  ],
});
