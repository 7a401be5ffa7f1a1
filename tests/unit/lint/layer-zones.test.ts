/** @jest-environment node */
import { fixtureProject, lintAs } from './lint-fixture';

/**
 * The "this folder never imports that one" rules of eslint/dependency-direction.mjs
 * (import/no-restricted-paths zones), on a small project tree: each fires on the import it
 * forbids and stays quiet on the imports its layer may make.
 */
const RULE = 'import/no-restricted-paths';
const project = fixtureProject({
  'lib/domain/money.ts': 'export const cents = 100;\n',
  'lib/client/json-api.ts': 'export const jsonApi = 1;\n',
  'lib/platform/clock.ts': 'export const now = () => 0;\n',
  'lib/platform/wallet/credits.ts': 'export const deposit = 1;\n',
  'lib/platform/db/schema.ts': 'export const users = 1;\n',
  'lib/platform/seed/game-list.ts': 'export const GAME_LIST = [];\n',
  'components/ui/button.tsx': 'export const Button = 1;\n',
  'app/layout.tsx': 'export const Layout = 1;\n',
});
afterAll(() => project.remove());

const lint = (file: string, code: string) => lintAs(project.root, file, code, RULE);

describe('lib/domain imports nothing of ours', () => {
  it('reports an import of lib/client, lib/platform or components', () => {
    for (const target of ['../client/json-api', '../platform/clock', '../../components/ui/button']) {
      const problems = lint('lib/domain/rules.ts', `import * as x from '${target}';\nexport const y = x;\n`);
      expect(problems.map((p) => p.message)).toContainEqual(expect.stringContaining('lib/domain is the shared layer'));
    }
  });

  it('lets it import other lib/domain files', () => {
    expect(lint('lib/domain/rules.ts', "import { cents } from './money';\nexport const y = cents;\n")).toEqual([]);
  });
});

describe('lib never imports components or app', () => {
  it('reports both, from any part of lib', () => {
    expect(lint('lib/platform/seo/meta.ts', "import { Layout } from '../../../app/layout';\nexport const y = Layout;\n")[0]?.message).toContain(
      'lib never imports components or app',
    );
    expect(lint('lib/client/ui.ts', "import { Button } from '../../components/ui/button';\nexport const y = Button;\n")[0]?.message).toContain(
      'lib never imports components or app',
    );
  });
});

describe('lib/client does not import lib/platform', () => {
  it('reports the import and names /json-api', () => {
    const problems = lint('lib/client/balance.ts', "import type { now } from '../platform/clock';\nexport type T = typeof now;\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain('/json-api');
  });

  it('lets it import lib/domain and lib/client', () => {
    expect(lint('lib/client/balance.ts', "import { cents } from '../domain/money';\nimport { jsonApi } from './json-api';\nexport const y = [cents, jsonApi];\n")).toEqual([]);
  });
});

describe('the database layer imports no services', () => {
  it('reports an import of another lib/platform room', () => {
    const problems = lint('lib/platform/db/seed-data.ts', "import { deposit } from '../wallet/credits';\nexport const y = deposit;\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain('imports no service');
  });

  it('lets it import itself and lib/domain', () => {
    expect(lint('lib/platform/db/client.ts', "import { users } from './schema';\nimport { cents } from '../../domain/money';\nexport const y = [users, cents];\n")).toEqual([]);
  });
});

describe('nothing in lib/platform imports the seed', () => {
  it('reports a service or a top-level module importing it', () => {
    for (const file of ['lib/platform/games/engines/catalog.ts', 'lib/platform/hot-routes.ts']) {
      const back = file.split('/').length - 3;
      const problems = lint(file, `import { GAME_LIST } from '${'../'.repeat(back) || './'}seed/game-list';\nexport const y = GAME_LIST;\n`);
      expect(problems).toHaveLength(1);
      expect(problems[0]?.message).toContain('The seed is start-up data');
    }
  });

  it('lets the seed import services and itself', () => {
    expect(lint('lib/platform/seed/index.ts', "import { deposit } from '../wallet/credits';\nimport { GAME_LIST } from './game-list';\nexport const y = [deposit, GAME_LIST];\n")).toEqual([]);
  });
});
