import 'server-only';
import { getServerConfig } from '@/lib/platform/content/server-config';
import type { Executor } from '@/lib/platform/db/executor';

/**
 * The operator's two switches for documents (server config `documents`, both on when absent).
 * The environment can switch either off without editing the config: DOCUMENT_UPLOADS=off,
 * PAYOUT_REQUIRES_DOCUMENTS=off (the e2e server does the latter: its journeys' new players have
 * no operator to approve them).
 */
const off = (name: string) => process.env[name]?.toLowerCase() === 'off';

export async function documentUploadsOn(db: Executor): Promise<boolean> {
  if (off('DOCUMENT_UPLOADS')) return false;
  return (await getServerConfig(db)).documents?.uploads ?? true;
}

export async function payoutRequiresDocuments(db: Executor): Promise<boolean> {
  if (off('PAYOUT_REQUIRES_DOCUMENTS')) return false;
  return (await getServerConfig(db)).documents?.requiredForPayout ?? true;
}
