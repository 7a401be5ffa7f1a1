/** @jest-environment node */
import { spawnSync } from 'node:child_process';

/**
 * eslint.config.mjs carries the dependency-direction rules and the body-parsing rule: ESLint itself (in a child process:
 * it loads its ES-module config with Node's loader, which Jest's module system cannot host) lints
 * one forbidden import per rule as a new file of this project, against the real tree.
 */
type Probe = { file: string; code: string };

const LINT_PROBES = `
const path = require('node:path');
const { ESLint } = require('eslint');
let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const eslint = new ESLint({ cwd: process.cwd() });
  const found = [];
  for (const probe of JSON.parse(input)) {
    const [result] = await eslint.lintText(probe.code, { filePath: path.join(process.cwd(), probe.file) });
    found.push(result.messages.map((m) => m.ruleId + ': ' + m.message));
  }
  process.stdout.write(JSON.stringify(found));
});
`;

function lintProbes(probes: Probe[]): string[][] {
  const run = spawnSync(process.execPath, ['-e', LINT_PROBES], { input: JSON.stringify(probes), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

it('reports each kind of wrong-way import in the project', () => {
  const probes: (Probe & { expected: string })[] = [
    { file: 'lib/domain/lint-probe.ts', code: "import { jsonApi } from '@/lib/client/json-api';\nexport const x = jsonApi;\n", expected: 'import/no-restricted-paths: Unexpected path "@/lib/client/json-api" imported in restricted zone. lib/domain is the shared layer' },
    { file: 'lib/client/lint-probe.ts', code: "import { now } from '@/lib/platform/clock';\nexport const x = now;\n", expected: 'lib/client runs in the browser' },
    { file: 'lib/client/lint-probe.ts', code: "import * as data from '@/components/page-data/data';\nexport const x = data;\n", expected: 'lib never imports components or app' },
    { file: 'lib/platform/db/lint-probe.ts', code: "import { deposit } from '@/lib/platform/wallet/credits';\nexport const x = deposit;\n", expected: 'imports no service' },
    { file: 'components/lint-probe.tsx', code: "'use client';\nimport * as data from '@/components/page-data/data';\nexport const x = data;\n", expected: "croupier/no-platform-in-client: This 'use client' module reaches lib/platform (components/lint-probe.tsx → components/page-data/data.ts → lib/platform/" },
    { file: 'lib/platform/auth/lint-probe.ts', code: "import * as http from '@/lib/platform/http';\nexport const x = http;\n", expected: 'croupier/no-room-cycle: Import cycle between lib/platform rooms: auth → http → auth' },
    { file: 'components/ui/lint-probe.tsx', code: "import * as row from '@/components/lobby/category-row';\nexport const x = row;\n", expected: 'croupier/no-feature-cycle: Import cycle between the folders of components: ui → lobby → ui' },
    { file: 'lib/client/swr/lint-probe.ts', code: "import * as session from '@/lib/client/session/session-store';\nexport const x = session;\n", expected: 'croupier/no-feature-cycle: Import cycle between the folders of lib/client: swr → session → swr' },
    { file: 'lib/platform/wallet/lint-probe.ts', code: 'export const x = 1;\n', expected: "croupier/server-only-import: This module is server code: start it with import 'server-only';" },
    { file: 'lib/client/lint-probe.ts', code: "import { z } from 'zod';\nexport const x = z.string();\n", expected: 'Import { z } from lib/domain/zod.ts' },
    { file: 'app/json-api/lint-probe/route.ts', code: 'export async function POST(req: Request) {\n  return Response.json(await req.json());\n}\n', expected: 'croupier/no-raw-body-parse: A request body read here skips the body limits' },
    { file: 'lib/platform/wallet/lint-probe.ts', code: "import 'server-only';\nexport const x = (text: string): unknown => JSON.parse(text);\n", expected: 'croupier/no-raw-body-parse: JSON.parse on the server skips the body limits' },
  ];
  const found = lintProbes(probes);
  probes.forEach((probe, i) => expect(found[i]).toContainEqual(expect.stringContaining(probe.expected)));
});

it('lets lib/domain import packages, Node built-ins and itself', () => {
  const [found] = lintProbes([
    { file: 'lib/domain/lint-probe.ts', code: "import { formatWithOptions } from 'node:util';\nimport type { ZodType } from 'zod';\nimport { isValidElement } from 'react';\nimport { randomUUID } from 'node:crypto';\nimport { LOCALES } from '@/lib/domain/locales';\nexport type T = ZodType;\nexport const x = [formatWithOptions, isValidElement, randomUUID, LOCALES];\n" },
  ]);
  expect(found).toEqual([]);
});
