import { dataAnswer } from '@croupier/platform/answer-schema';
import { compointPurchaseDtoSchema } from '@croupier/platform/compoints/compoint-answers';
import { handle, pathId } from '@croupier/platform/http';
import { buyCompointProduct } from '@croupier/platform/compoints/purchase';
import { idempotentCall } from '@croupier/platform/idempotency/idempotent-call';

export const dynamic = 'force-dynamic';

/**
 * Buys a product's gift with compoints (spec §7; docs/API.md "Compoints"): a key per attempt
 * (`Idempotency-Key` or body `{ requestId }`: one purchase per key, docs/API.md "Idempotency") →
 * `{ data: { gift: GiftDto, balance } }`. 400 `insufficient_compoint_balance` (with `missing`,
 * `balance`), `compoint_product_inactive`, `disabled`, `multi_account`, `invalid_value`; 404
 * `compoint_product_not_found`; 409 `compoint_product_out_of_stock`, `idempotency_key_reused`.
 */
export const POST = handle<{ id: string }>(
  async (req, ctx) => {
    const productId = pathId(ctx.params.id);
    return idempotentCall(req, ctx, 'compoint_purchase', async (db) => ({ data: await buyCompointProduct(db, { userId: ctx.user.id, productId }, ctx.locale) }));
  },
  {
    auth: 'required',
    idempotent: true,
    answer: dataAnswer(compointPurchaseDtoSchema),
    summary: "Buys a shop product's gift with compoints",
    errors: {
      400: ['insufficient_compoint_balance', 'compoint_product_inactive', 'disabled', 'multi_account'],
      404: ['compoint_product_not_found'],
      409: ['compoint_product_out_of_stock'],
    },
  },
);
