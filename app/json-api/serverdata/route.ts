import { dataAnswer } from '@croupier/platform/answer-schema';
import { publicServerConfigSchema } from '@croupier/platform/content/content-answers';
import { getPublicServerConfig } from '@croupier/platform/content/server-config';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The server config without its operator-only fields (OPERATOR_ONLY_CONFIG_FIELDS). */
export const GET = handle(async (_req, ctx) => ({ data: await getPublicServerConfig(ctx.db) }), {
  cache: 'public',
  answer: dataAnswer(publicServerConfigSchema),
  duringMaintenance: true,
  summary: 'The server config without its operator-only fields (answers during maintenance too)',
});
