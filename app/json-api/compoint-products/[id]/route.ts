import { compointPurchaseBodySchema } from '@/lib/domain/compoint-calls';
import { PURCHASE_REQUEST_ID_PATTERN } from '@/lib/domain/compoints';
import { badRequest, handle, pathId } from '@/lib/platform/http';
import { buyCompointProduct } from '@/lib/platform/compoints/purchase';

export const dynamic = 'force-dynamic';

/**
 * Buys a product's gift with compoints (spec §7; docs/API.md "Compoints"): optional header
 * `X-Request-Id` or body `{ requestId }` (8–64 of A–Z a–z 0–9 _ -; one purchase per id) →
 * `{ data: { gift: GiftDto, balance, duplicate } }`. 400 `insufficient_compoint_balance` (with
 * `missing`, `balance`), `compoint_product_inactive`, `disabled`, `multi_account`, `invalid_value`;
 * 404 `compoint_product_not_found`; 409 `compoint_product_out_of_stock`.
 */
export const POST = handle<{ id: string }>(
  async (req, ctx) => {
    const productId = pathId(ctx.params.id);
    const header = req.headers.get('x-request-id');
    if (header !== null && !PURCHASE_REQUEST_ID_PATTERN.test(header)) throw badRequest('invalid_value', 'X-Request-Id');
    const { requestId } = await ctx.body(compointPurchaseBodySchema);
    return { data: await buyCompointProduct(ctx.db, { userId: ctx.user.id, productId, requestId: header ?? requestId ?? null }, ctx.locale) };
  },
  { auth: 'required' },
);
