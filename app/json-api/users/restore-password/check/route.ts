import { restoreCheckSchema } from '@/lib/domain/validation/auth-forms';
import { checkPasswordRestoreCode } from '@/lib/platform/accounts/password-restore';
import { handle } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

/** Restore step 2: `{ code }` (link token) or `{ phone, code }` (SMS) → 200, or 400 invalid_code / code_expired. */
export const POST = handle(async (_req, ctx) => checkPasswordRestoreCode(ctx.db, await ctx.body(restoreCheckSchema), ctx), { restrictedArea: true });
