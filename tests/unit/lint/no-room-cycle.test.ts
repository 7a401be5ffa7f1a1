/** @jest-environment node */
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import croupier from '../../../eslint/croupier-plugin.mjs';
import { fixtureProject } from './lint-fixture';

/** croupier/no-room-cycle: the rooms of lib/platform import one way only. */
const project = fixtureProject({
  'lib/platform/alpha/a.ts': "import { b } from '../beta/b';\nexport const a = b;\n",
  'lib/platform/beta/b.ts': "import { g } from '@/lib/platform/gamma/g';\nexport const b = g;\n",
  'lib/platform/gamma/g.ts': 'export const g = 1;\n',
  'lib/platform/gamma/back.ts': "import { a } from '../alpha/a';\nexport const back = a;\n",
  'lib/platform/clock.ts': 'export const now = () => 0;\n',
  'lib/platform/delta/d.ts': "import { now } from '../clock';\nexport const d = now;\n",
});
afterAll(() => project.remove());

const root = project.root;
const options = [{ root }];
const at = (file: string) => path.join(root, 'lib', 'platform', file);

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-room-cycle', croupier.rules['no-room-cycle'], {
  valid: [
    { name: 'an import the other room does not answer', filename: at('delta/x.ts'), options, code: "import { g } from '../gamma/g';\nexport const x = g;\n" },
    { name: 'an import inside the room', filename: at('alpha/x.ts'), options, code: "import { a } from './a';\nexport const x = a;\n" },
    { name: 'a file outside lib/platform', filename: path.join(root, 'lib', 'client', 'x.ts'), options, code: "import { a } from '../platform/alpha/a';\nexport const x = a;\n" },
  ],
  invalid: [
    {
      name: 'a cycle through three rooms, reported once per room imported',
      filename: at('alpha/new.ts'),
      options,
      code: "import { b } from '../beta/b';\nimport type { b as B } from '@/lib/platform/beta/b';\nexport const x: typeof B = b;\n",
      errors: [
        {
          messageId: 'cycle',
          data: {
            cycle: 'alpha → beta → gamma → alpha',
            back: 'lib/platform/beta/b.ts → lib/platform/gamma/g.ts; lib/platform/gamma/back.ts → lib/platform/alpha/a.ts',
          },
        },
      ],
    },
    {
      name: 'a module at the top of lib/platform is a room of its own',
      filename: at('clock.ts'),
      options,
      code: "import { d } from './delta/d';\nexport const now = () => d;\n",
      errors: [{ messageId: 'cycle', data: { cycle: 'clock → delta → clock', back: 'lib/platform/delta/d.ts → lib/platform/clock.ts' } }],
    },
  ],
});
