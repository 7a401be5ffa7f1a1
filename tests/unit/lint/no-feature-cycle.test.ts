/** @jest-environment node */
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import croupier from '../../../eslint/croupier-plugin.mjs';
import { fixtureProject } from './lint-fixture';

/**
 * croupier/no-feature-cycle: the feature folders of components and lib/client import one way
 * only (a shared folder never imports a feature back), and so do the modules of one folder.
 */
const project = fixtureProject({
  'components/ui/button.tsx': 'export const Button = 1;\n',
  'components/lobby/row.tsx': "import { Button } from '../ui/button';\nexport const Row = Button;\n",
  'components/pages/lobby-page.tsx': "import { Row } from '@/components/lobby/row';\nexport const LobbyPage = Row;\n",
  'components/layout/shell.tsx': "import { Button } from '@/components/ui/button';\nexport const Shell = Button;\n",
  'lib/client/json-api.ts': 'export const jsonApi = 1;\n',
  'lib/client/session/status.ts': "import { jsonApi } from '../json-api';\nexport const status = jsonApi;\n",
  'lib/client/session/store.ts': "import { status } from './status';\nexport const load = () => import('./listeners');\nexport const store = status;\n",
  'lib/client/session/listeners.ts': "import { status } from './status';\nexport const listeners = status;\n",
  'lib/client/tournaments/data.ts': "import { store } from '@/lib/client/session/store';\nexport const data = store;\n",
});
afterAll(() => project.remove());

const root = project.root;
const options = [{ root }];
const at = (file: string) => path.join(root, file);

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-feature-cycle', croupier.rules['no-feature-cycle'], {
  valid: [
    { name: 'a feature imports a shared folder', filename: at('components/lobby/new.tsx'), options, code: "import { Button } from '@/components/ui/button';\nexport const x = Button;\n" },
    { name: 'a page imports a feature that does not reach it', filename: at('components/pages/new.tsx'), options, code: "import { Row } from '../lobby/row';\nimport { Shell } from '../layout/shell';\nexport const x = [Row, Shell];\n" },
    { name: 'a module imports one of its folder that does not reach it', filename: at('lib/client/session/listeners.ts'), options, code: "import { status } from './status';\nexport const listeners = status;\n" },
    { name: 'a lazy import of a module that does not reach back', filename: at('lib/client/session/store.ts'), options, code: "import { status } from './status';\nexport const load = () => import('./listeners');\nexport const store = status;\n" },
    { name: 'components and lib/client are orders of their own', filename: at('components/ui/session.tsx'), options, code: "import { store } from '@/lib/client/session/store';\nexport const x = store;\n" },
    { name: 'a file outside both', filename: at('app/page.tsx'), options, code: "import { LobbyPage } from '@/components/pages/lobby-page';\nexport default LobbyPage;\n" },
    { name: 'lib/platform is another rule’s', filename: at('lib/platform/alpha/a.ts'), options, code: "import { b } from '../beta/b';\nexport const a = b;\n" },
  ],
  invalid: [
    {
      name: 'a shared folder importing a feature runs back up, however long the way round',
      filename: at('components/ui/live.tsx'),
      options,
      code: "import { LobbyPage } from '@/components/pages/lobby-page';\nimport { Row } from '../lobby/row';\nexport const x = [LobbyPage, Row];\n",
      errors: [
        {
          messageId: 'cycle',
          data: {
            within: 'components',
            cycle: 'ui → pages → lobby → ui',
            back: 'components/pages/lobby-page.tsx → components/lobby/row.tsx; components/lobby/row.tsx → components/ui/button.tsx',
          },
        },
        { messageId: 'cycle', data: { within: 'components', cycle: 'ui → lobby → ui', back: 'components/lobby/row.tsx → components/ui/button.tsx' } },
      ],
    },
    {
      name: 'a lazy import counts, and a folder is reported once per file',
      filename: at('components/ui/island.tsx'),
      options,
      code: "export const load = () => import('@/components/lobby/row');\nexport const again = () => import('../lobby/row');\n",
      errors: [{ messageId: 'cycle', data: { within: 'components', cycle: 'ui → lobby → ui', back: 'components/lobby/row.tsx → components/ui/button.tsx' } }],
    },
    {
      name: 'a base module of lib/client importing a feature back',
      filename: at('lib/client/session/new.ts'),
      options,
      code: "import { data } from '../tournaments/data';\nexport const x = () => data;\n",
      errors: [{ messageId: 'cycle', data: { within: 'lib/client', cycle: 'session → tournaments → session', back: 'lib/client/tournaments/data.ts → lib/client/session/store.ts' } }],
    },
    {
      name: 'a module at the top of lib/client is a folder of its own',
      filename: at('lib/client/json-api.ts'),
      options,
      code: "import { status } from './session/status';\nexport const jsonApi = status;\n",
      errors: [{ messageId: 'cycle', data: { within: 'lib/client', cycle: 'json-api → session → json-api', back: 'lib/client/session/status.ts → lib/client/json-api.ts' } }],
    },
    {
      name: 'a cycle inside one folder: the store and the listeners it loads',
      filename: at('lib/client/session/listeners.ts'),
      options,
      code: "import { store } from './store';\nexport const listeners = store;\n",
      errors: [{ messageId: 'cycleInside', data: { folder: 'lib/client/session', cycle: 'lib/client/session/listeners.ts → lib/client/session/store.ts → lib/client/session/listeners.ts' } }],
    },
  ],
});
