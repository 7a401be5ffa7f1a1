import { participantsQuerySchema } from '@/lib/domain/promotion-calls';
import { handle, pathId } from '@/lib/platform/http';
import { participantsOf } from '@/lib/platform/promotions/participants';

export const dynamic = 'force-dynamic';

/**
 * A promo's participants table (docs/API.md "Promotions: participants"): sort[order], sort[field]
 * (rank | points | login, default rank), limit (≤ 50, default 10), page, q (login search) →
 * `{ data: { items, totalItems } }`. Public.
 */
export const GET = handle<{ key: string }>(async (_req, ctx) => ({ data: await participantsOf(ctx.db, pathId(ctx.params.key), ctx.query(participantsQuerySchema)) }));
