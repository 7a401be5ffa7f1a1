/** @jest-environment node */
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import croupier from '../../../eslint/croupier-plugin.mjs';
import { fixtureProject } from './lint-fixture';

/** croupier/no-platform-in-client: a 'use client' module never reaches lib/platform, however far. */
const project = fixtureProject({
  'lib/platform/secrets.ts': "export const key = 'k';\n",
  'lib/domain/money.ts': 'export const cents = 100;\n',
  'lib/shared/re-export.ts': "export { key } from '../platform/secrets';\n",
  'lib/deep/first.ts': "import { load } from './second';\nexport const first = load;\n",
  'lib/deep/second.ts': "export const load = () => import('@/lib/platform/secrets');\n",
  'lib/loop/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'lib/loop/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
});
afterAll(() => project.remove());

const root = project.root;
const filename = path.join(root, 'components', 'widget.tsx');
const options = [{ root }];
const reaches = (...chain: string[]) => ({ messageId: 'reaches', data: { chain: ['components/widget.tsx', ...chain].join(' → ') } });

new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-platform-in-client', croupier.rules['no-platform-in-client'], {
  valid: [
    { name: 'a client module importing lib/domain and packages', filename, options, code: "'use client';\nimport { useState } from 'react';\nimport { cents } from '@/lib/domain/money';\nexport const x = [useState, cents];\n" },
    { name: 'an import cycle that never reaches the platform', filename, options, code: "'use client';\nimport { a } from '../lib/loop/a';\nexport const x = a;\n" },
    { name: 'a server module may import the platform', filename, options, code: "import { key } from '@/lib/platform/secrets';\nexport const x = key;\n" },
  ],
  invalid: [
    {
      name: 'a direct import',
      filename,
      options,
      code: "'use client';\nimport { key } from '@/lib/platform/secrets';\nexport const x = key;\n",
      errors: [reaches('lib/platform/secrets.ts')],
    },
    {
      name: 'a type-only import (the type belongs in lib/domain)',
      filename,
      options,
      code: "'use client';\nimport type { key } from '../lib/platform/secrets';\nexport type X = typeof key;\n",
      errors: [reaches('lib/platform/secrets.ts')],
    },
    {
      name: 'through a re-export',
      filename,
      options,
      code: "'use client';\nexport { key } from '@/lib/shared/re-export';\n",
      errors: [reaches('lib/shared/re-export.ts', 'lib/platform/secrets.ts')],
    },
    {
      name: 'two files deep, the last step a dynamic import',
      filename,
      options,
      code: "'use client';\nimport { cents } from '@/lib/domain/money';\nconst later = () => import('../lib/deep/first');\nexport const x = [cents, later];\n",
      errors: [reaches('lib/deep/first.ts', 'lib/deep/second.ts', 'lib/platform/secrets.ts')],
    },
  ],
});
