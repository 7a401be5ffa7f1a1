import path from 'node:path';
import { applyBootAfterPaint } from './boot-after-paint';
import { applyCompileHints } from './compile-hints';

/**
 * What every build gets after `next build` (scripts/build.ts, `npm run build`): React DOM's
 * compile hint, then the loader that starts the framework after the first paint. In this order:
 * the hints look for React DOM among Next's own root chunks, which the second step keeps when it
 * puts the loader in their place (either step can run again safely).
 */
export function finishBuild(nextDir: string): { hinted: string[]; loader: string } {
  const hinted = applyCompileHints(nextDir);
  const loader = applyBootAfterPaint(nextDir);
  return { hinted, loader };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const { hinted, loader } = finishBuild(path.join(process.cwd(), '.next'));
  console.log(`finish build: compile hints in ${hinted.join(', ')}; framework loader ${loader}`);
}
