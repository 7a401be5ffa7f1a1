import { readFileSync } from 'node:fs';
import { getDb } from '@/lib/platform/db/client';
import { distributeGifts, parseGiftSpec, setGiftsDisabled } from '@/lib/platform/gifts/gift-operator';
import { playerByName } from './player-by-name';
import { runCommand } from './run-command';

/**
 * The operator's gift desk (`npm run gifts -- …`), on the database the site uses (DATABASE_URL,
 * or the embedded PGlite in DATA_DIR — stop the site first then: two processes cannot open one
 * PGlite folder). A player is named by id or by a verified e-mail.
 *
 *   npm run gifts -- disable <player>                          switch gifts off on the account
 *   npm run gifts -- enable <player>                           switch them back on
 *   npm run gifts -- distribute <campaign> <spec.json> <player…>  give each player the gift once per campaign
 *                                                                (never to a player on a time-out or self-exclusion)
 *
 * spec.json is a GiftSpec (lib/domain/gifts/gifts.ts): { "title": { "ru", "en", "it" }, "terms": { "type", … }, "validDays" }.
 * Exit code 0 on success, 1 when a player is unknown, 2 on bad usage.
 */

const USAGE = 'usage: npm run gifts -- disable <player> | enable <player> | distribute <campaign> <spec.json> <player…>';
const CAMPAIGN = /^[A-Za-z0-9_.-]{1,64}$/;

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if ((command === 'disable' || command === 'enable') && rest.length === 1) {
    const db = await getDb();
    const id = await playerByName(db, rest[0]!);
    if (id === null || !(await setGiftsDisabled(db, id, command === 'disable'))) {
      console.error(`no player ${rest[0]}`);
      return 1;
    }
    console.log(`player ${id}: gifts ${command === 'disable' ? 'disabled' : 'enabled'}`);
    return 0;
  }
  if (command === 'distribute' && rest.length >= 3 && CAMPAIGN.test(rest[0]!)) {
    const [campaign, file, ...names] = rest as [string, string, ...string[]];
    const spec = parseGiftSpec(readFileSync(file, 'utf8'));
    if (!spec) {
      console.error(`${file}: not a gift spec (title, terms with a known type, validDays)`);
      return 2;
    }
    const db = await getDb();
    const ids: number[] = [];
    const unknown: string[] = [];
    for (const name of names) {
      const id = await playerByName(db, name);
      if (id === null) unknown.push(name);
      else ids.push(id);
    }
    // A campaign is marketing: distributeGifts gives none to a player on a time-out or self-exclusion.
    const result = await distributeGifts(db, ids, spec, campaign);
    console.log(`campaign ${campaign}: granted ${result.granted.length}, had it already ${result.already.length}, skipped (gifts off or multi-account) ${result.skipped.length}`);
    if (result.excluded.length) console.log(`not sent (time-out or self-exclusion): ${result.excluded.join(' ')}`);
    if (result.skipped.length) console.log(`skipped: ${result.skipped.join(' ')}`);
    if (unknown.length) console.error(`unknown players: ${unknown.join(' ')}`);
    return unknown.length ? 1 : 0;
  }
  console.error(USAGE);
  return 2;
}

runCommand(main);
