import { NextResponse } from 'next/server';
import { localeFromAcceptLanguage, localizedPath } from '@/lib/domain/locales';
import { CODE_MAX_LENGTH } from '@/lib/domain/validation/limits';
import { confirmEmailByToken, type EmailConfirmation } from '@croupier/platform/accounts/contacts';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/**
 * The link of the verification e-mail: confirms the address (no session needed: the token is the
 * proof) and sends the browser to the profile's info tab with the outcome in `email=`
 * (confirmed | invalid | expired | taken | self_excluded), in the language the link was made for (`lang`).
 */
export const GET = handle(async (req, ctx) => {
  const token = req.nextUrl.searchParams.get('token') ?? '';
  const outcome: EmailConfirmation = token && token.length <= CODE_MAX_LENGTH ? await confirmEmailByToken(ctx.db, token) : 'invalid';
  const locale = localeFromAcceptLanguage(req.nextUrl.searchParams.get('lang'));
  // A relative Location: the browser stays on the host it opened the link on.
  const target = `${localizedPath('/profile/info', locale)}?email=${outcome}`;
  return new NextResponse(null, { status: 303, headers: { Location: target, 'Cache-Control': 'no-store' } });
}, { redirects: true, summary: "The verification e-mail's link (?token, ?lang): confirms the address and redirects to the profile" });
