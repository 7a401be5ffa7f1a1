import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A form the browser submits itself (no JavaScript, or a submit before hydration) sent
 * its fields in the URL — `GET /en/login?login=…&password=…` — because the forms had no method.
 * Every form of the site posts; only the game search, whose query belongs in the URL, may not.
 */
const ROOTS = ['components', 'app'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(dir, file));
}

it('every <form> in components/ and app/ says method="post" (the search form aside)', () => {
  const forms = ROOTS.flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/<form\b[^>]*/g)].map((match) => ({ file, tag: match[0] })),
  );
  expect(forms.length).toBeGreaterThan(10);
  const withoutPost = forms.filter(({ tag }) => !tag.includes('role="search"') && !/\bmethod="post"/.test(tag)).map(({ file }) => file);
  expect(withoutPost).toEqual([]);
});
