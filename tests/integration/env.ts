import os from 'node:os';
import path from 'node:path';

// Each integration test file gets its own in-memory PGlite, unless the suite is pointed at
// PostgreSQL (DB_DRIVER=postgres with TEST_DATABASE_URL), which proves both drivers behave alike.
if (process.env.DB_DRIVER === 'postgres') {
  if (!process.env.TEST_DATABASE_URL) throw new Error('DB_DRIVER=postgres needs TEST_DATABASE_URL');
  process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  // On DATABASE_URL the payment sandbox is off unless asked for; the cashbox tests pay through it.
  process.env.PAYMENT_SANDBOX = 'on';
  // Likewise the demo data, which most files play against; a file about the switch sets it itself.
  process.env.DEMO_DATA ??= 'on';
} else {
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = 'memory://';
}
process.env.ART_DIR ??= path.join(os.tmpdir(), 'croupier-test-art');
