import { readFile } from 'node:fs/promises';
import { serverConfigSchema } from '@/lib/domain/content/server-config';
import { getDb } from '@/lib/platform/db/client';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { updatePromotionPopup } from '@/lib/platform/promotions/promotion-popup';
import { finishDuePromotions } from '@/lib/platform/promotions/finish';
import { runCommand } from './run-command';

/**
 * The operator's promotions desk (`npm run promotions -- …`), on the database the site uses
 * (DATABASE_URL, or the embedded PGlite in DATA_DIR — stop the site first then: two processes
 * cannot open one PGlite folder).
 *
 *   npm run promotions -- finish-due            end what has ended and draw its lotteries (the
 *                                               site's sweeper does it too, every 15 s)
 *   npm run promotions -- popup                 print the promo popup
 *   npm run promotions -- popup-on | popup-off  show or hide it
 *   npm run promotions -- popup-set <file.json> change its fields (title, body, buttonText as
 *                                               { ru, en, it }; image, buttonUrl; startAt, endAt in
 *                                               Unix seconds) — players who closed it see it again
 *
 * Every change stamps the popup; running sites announce it to their pages within 10 s.
 * Exit code 0 on success, 1 on a file that is not a valid popup or a finish that failed, 2 on bad usage.
 */

const USAGE = 'usage: npm run promotions -- finish-due | popup | popup-on | popup-off | popup-set <file.json>';
const popupPatch = serverConfigSchema.shape.promoPopup.omit({ updatedAt: true }).partial().strict();

async function main(args: string[]): Promise<number> {
  const [command, file] = args;
  const db = await getDb();
  if (command === 'finish-due' && !file) {
    const run = await finishDuePromotions(db);
    console.log(`finished [${run.finished.join(', ')}]${run.failed.length > 0 ? `, failed (retry) [${run.failed.join(', ')}]` : ''}`);
    return run.failed.length > 0 ? 1 : 0;
  }
  if (command === 'popup' && !file) {
    console.log(JSON.stringify((await getServerConfig(db)).promoPopup, null, 2));
    return 0;
  }
  if ((command === 'popup-on' || command === 'popup-off') && !file) {
    const saved = await updatePromotionPopup(db, { isActive: command === 'popup-on' });
    console.log(`promo popup ${saved.isActive ? 'on' : 'off'} (stamp ${saved.updatedAt})`);
    return 0;
  }
  if (command === 'popup-set' && file) {
    const parsed = popupPatch.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success) {
      console.error(`not a valid popup: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ')}`);
      return 1;
    }
    const saved = await updatePromotionPopup(db, parsed.data);
    console.log(JSON.stringify(saved, null, 2));
    return 0;
  }
  console.error(USAGE);
  return 2;
}

runCommand(main);
