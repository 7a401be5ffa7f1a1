import { closeDb } from '@/lib/platform/db/client';

/**
 * How the operator scripts (`npm run treasury`, `npm run gifts`) run their command: `main` gets the
 * arguments and answers the exit code; the database is closed either way, and a failure is printed
 * and exits 1.
 */
export function runCommand(main: (args: string[]) => Promise<number>): void {
  main(process.argv.slice(2))
    .then(async (code) => {
      await closeDb();
      process.exit(code);
    })
    .catch(async (error: unknown) => {
      console.error(error);
      await closeDb();
      process.exit(1);
    });
}
