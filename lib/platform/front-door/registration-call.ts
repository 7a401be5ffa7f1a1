import 'server-only';
import { cleanRefcode, REFCODE_COOKIE } from '@/lib/domain/affiliate/affiliate';
import type { PhoneRegistrationAnswer } from '@/lib/platform/accounts/account-answers';
import { register } from '@/lib/platform/accounts/registration';
import { loginDelivery, tokenAnswer } from '@/lib/platform/auth/token-answer';
import { getServerConfig } from '@/lib/platform/content/server-config';
import { handle } from '@/lib/platform/http';
import { registrationBody } from './call-bodies';

/**
 * Registration by e-mail (→ tokens, logged in) or by phone (→ an SMS code; the account is made by
 * POST /json-api/players/phones/confirm). The nickname is required unless the server config says
 * registrationConfig.skipNickname. The affiliate's referral code of the `refcode` cookie, when
 * it is one, is stored with the player (a malformed one is ignored, never refused). The sign-up
 * limits count the caller's address and device (the device cookie, set on the answer when the
 * browser had none); past a free count the captcha is required, past the cap 429.
 */
export const registrationCall = handle(async (req, ctx) => {
  const config = await getServerConfig(ctx.db);
  const input = await ctx.body(registrationBody(config));
  const refcode = cleanRefcode(req.cookies.get(REFCODE_COOKIE)?.value);
  const outcome = await register(ctx.db, input, { locale: ctx.locale, clientAddress: ctx.clientAddress, deviceId: ctx.device(), refcode });
  if (outcome.kind === 'sms') return { confirm: 'sms', phone: outcome.phone, registration_token: outcome.registrationToken, ...outcome.sent } satisfies PhoneRegistrationAnswer;
  ctx.setSession(outcome.tokens);
  return tokenAnswer(outcome.tokens, loginDelivery(req.headers));
}, { restrictedArea: true });
