import { listAnswer } from '@croupier/platform/answer-schema';
import { compointProductDtoSchema } from '@croupier/platform/compoints/compoint-answers';
import { compointProductsQuerySchema } from '@/lib/domain/compoints/compoint-calls';
import { handle } from '@croupier/platform/http';
import { listCompointProducts } from '@croupier/platform/compoints/products';

export const dynamic = 'force-dynamic';

/** The compoints shop (spec §7 `?type=gift`): `{ data: { data: CompointProductDto[] } }`; 400 `invalid_type` for another type. */
export const GET = handle(
  async (_req, ctx) => {
    const { type } = ctx.query();
    return { data: { data: await listCompointProducts(ctx.db, type, ctx.locale) } };
  },
  { auth: 'required', cache: 'private', query: compointProductsQuerySchema, answer: listAnswer(compointProductDtoSchema), summary: 'The compoints shop', errors: { 400: ['invalid_type'] } },
);
