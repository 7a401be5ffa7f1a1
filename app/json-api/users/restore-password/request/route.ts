import { restoreRequestSchema } from '@/lib/domain/validation/auth-forms';
import { requestPasswordRestore } from '@/lib/platform/accounts/password-restore';
import { handle } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

/** Restore step 1: `{ email }` gets a link, `{ phone }` an SMS code. The same answer whether or not the account exists. */
export const POST = handle(async (_req, ctx) => requestPasswordRestore(ctx.db, await ctx.body(restoreRequestSchema), ctx), { restrictedArea: true });
