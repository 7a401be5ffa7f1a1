import { listAnswer } from '@croupier/platform/answer-schema';
import { phoneCodeDtoSchema } from '@croupier/platform/cashbox/cashbox-answers';
import { PHONE_CODES } from '@croupier/platform/cashbox/phone-codes';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** Dial codes of the phone payout field: `{ data: { data: [{ country, code }] } }`. Public, the same for everyone. */
export const GET = handle(async () => ({ data: { data: PHONE_CODES } }), {
  cache: 'public',
  answer: listAnswer(phoneCodeDtoSchema),
  summary: 'Dial codes of the phone payout field',
});
