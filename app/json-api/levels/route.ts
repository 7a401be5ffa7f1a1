import { listLevels } from '@/lib/platform/content/levels';
import { handle } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

/** Player levels by index (public). GET /json-api/levels/user-level (auth) comes later. */
export const GET = handle(async (_req, ctx) => ({ data: await listLevels(ctx.db, ctx.locale) }), { cache: 'public' });
