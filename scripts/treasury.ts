import { formatMoney } from '@/lib/domain/money';
import { getDb, type Db } from '@/lib/platform/db/client';
import { declinePayout, payPayout, pendingPayouts, type CloseResult } from '@/lib/platform/cashbox/payouts';
import { payoutAccount } from '@/lib/platform/cashbox/cashbox-dtos';
import { runCommand } from './run-command';

/**
 * The operator's cashbox desk (`npm run treasury -- …`), on the database the site uses
 * (DATABASE_URL, or the embedded PGlite in DATA_DIR — stop the site first then: two processes
 * cannot open one PGlite folder).
 *
 *   npm run treasury                 list the payout requests waiting (oldest first)
 *   npm run treasury -- pay <id>     the money was sent: settle the request
 *   npm run treasury -- decline <id> refuse it: the money returns to the player's balance
 *
 * Exit code 0 on success, 1 when the request is unknown or no longer waiting, 2 on bad usage.
 */

const USAGE = 'usage: npm run treasury [-- list | pay <id> | decline <id>]';

async function list(db: Db): Promise<number> {
  const rows = await pendingPayouts(db);
  if (rows.length === 0) {
    console.log('no payout requests waiting');
    return 0;
  }
  for (const row of rows) {
    console.log([`#${row.id}`, row.createdAt.toISOString(), `player ${row.userId}`, formatMoney(row.amount, row.currency, 'en'), row.method, payoutAccount(row)].join('\t'));
  }
  return 0;
}

function report(result: CloseResult, id: number): number {
  if (result.ok) {
    console.log(`#${id} ${result.row.status}: ${formatMoney(result.row.amount, result.row.currency, 'en')} of player ${result.row.userId}`);
    return 0;
  }
  console.error(result.row ? `#${id} is not waiting (status ${result.row.status})` : `#${id}: no such payout request`);
  return 1;
}

async function main(args: string[]): Promise<number> {
  const [command = 'list', idText] = args;
  const db = await getDb();
  if (command === 'list' && idText === undefined) return list(db);
  if ((command === 'pay' || command === 'decline') && idText && /^[1-9]\d{0,14}$/.test(idText)) {
    const id = Number(idText);
    return report(command === 'pay' ? await payPayout(db, id) : await declinePayout(db, id), id);
  }
  console.error(USAGE);
  return 2;
}

runCommand(main);
