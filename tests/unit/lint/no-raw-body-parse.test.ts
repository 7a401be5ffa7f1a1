/** @jest-environment node */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import croupier from '../../../eslint/croupier-plugin.mjs';

/**
 * croupier/no-raw-body-parse: on the server a request body is parsed only by
 * lib/platform/http/body.ts, within its size, depth and value limits.
 */
new RuleTester({ languageOptions: { parser: tseslint.parser } }).run('no-raw-body-parse', croupier.rules['no-raw-body-parse'], {
  valid: [
    { name: 'the body through the route context', code: 'export const POST = handle(async (_req, ctx) => run(await ctx.body(schema)));\n' },
    { name: 'the guarded reader', code: "import { parseJsonObject } from '@/lib/platform/http/body';\nexport const f = (text: string) => parseJsonObject(text);\n" },
    { name: "a provider's answer is no request body", code: 'export async function f() {\n  const res = await fetch(url);\n  return res.json();\n}\n' },
    { name: 'JSON.stringify', code: 'export const f = (v: unknown) => JSON.stringify(v);\n' },
  ],
  invalid: [
    { name: 'JSON.parse of a text', code: 'export const f = (text: string) => JSON.parse(text);\n', errors: [{ messageId: 'jsonParse' }] },
    { name: 'req.json()', code: 'export async function POST(req: Request) {\n  return run(await req.json());\n}\n', errors: [{ messageId: 'bodyReader' }] },
    { name: 'request.text()', code: 'export async function POST(request: Request) {\n  return run(await request.text());\n}\n', errors: [{ messageId: 'bodyReader' }] },
    { name: 'ctx.request.formData()', code: 'export const f = async (ctx: { request: Request }) => ctx.request.formData();\n', errors: [{ messageId: 'bodyReader' }] },
    { name: '_req.json() (an unused-looking parameter)', code: 'export const f = async (_req: Request) => _req.json();\n', errors: [{ messageId: 'bodyReader' }] },
    { name: 'req.arrayBuffer()', code: 'export const f = async (req: Request) => new TextDecoder().decode(await req.arrayBuffer());\n', errors: [{ messageId: 'bodyReader' }] },
  ],
});
