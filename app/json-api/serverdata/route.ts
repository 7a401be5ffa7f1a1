import { dataAnswer } from '@/lib/platform/answer-schema';
import { publicServerConfigSchema } from '@/lib/platform/content/content-answers';
import { getPublicServerConfig } from '@/lib/platform/content/server-config';
import { handle } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

/** The server config without its operator-only fields (OPERATOR_ONLY_CONFIG_FIELDS). */
export const GET = handle(async (_req, ctx) => ({ data: await getPublicServerConfig(ctx.db) }), {
  cache: 'public',
  answer: dataAnswer(publicServerConfigSchema),
  duringMaintenance: true,
  summary: 'The server config without its operator-only fields (answers during maintenance too)',
});
