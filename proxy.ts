import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/i18n/routing';
import { DEFAULT_LOCALE } from '@/lib/domain/locales';
import { isDeepPath } from '@/lib/domain/routing/route-rules';
import { parsePath, sitePath } from '@/lib/domain/routing/site-paths';
import { offerRewrite } from '@/lib/domain/gifts/take-gift-path';
import { decide } from '@croupier/platform/proxy/decide';
import { hitPageRateLimit } from '@croupier/platform/proxy/page-rate-limit';
import { countryFrom, countryHeaderName } from '@croupier/platform/proxy/request-facts';
import { clientAddress } from '@croupier/platform/http/client-address';
import { getServerConfig } from '@croupier/platform/content/server-config';
import { getDb } from '@croupier/platform/db/client';
import { isLoggedIn, readSessionCookie, SESSION_COOKIE } from '@croupier/platform/auth/session-cookie';
import { log } from '@croupier/platform/log/logger';

const intl = createMiddleware(routing);

async function loadConfig() {
  try {
    return await getServerConfig(await getDb());
  } catch (error) {
    log.error('proxy: server config unavailable', error);
    return null;
  }
}

export default async function proxy(req: NextRequest): Promise<NextResponse> {
  const { pathname, search, searchParams } = req.nextUrl;
  const parsed = parsePath(pathname);
  const { locale, guest } = parsed;
  // `/take/gift?offer=<slug>` is served by the ISR page of /take/gift/<slug> (no page reads the query).
  const offerPath = offerRewrite(parsed.path, searchParams);
  const path = offerPath ?? parsed.path;

  const decision = await decide({
    path,
    locale,
    requestedFullPath: pathname + search,
    country: countryFrom(req.headers.get(countryHeaderName())),
    config: await loadConfig(),
    rateLimited: hitPageRateLimit(clientAddress((name) => req.headers.get(name))),
    isLoggedIn: async () => isLoggedIn(await readSessionCookie(req.cookies.get(SESSION_COOKIE)?.value)),
  });

  let res: NextResponse;
  if (decision.kind === 'status') {
    res = NextResponse.rewrite(new URL(`/${locale}/status/${decision.page}`, req.url), { status: decision.status });
    res.headers.set('Cache-Control', 'no-store');
  } else if (decision.kind === 'redirect') {
    res = NextResponse.redirect(new URL(decision.location, req.url), decision.status);
  } else if (guest) {
    if (parsed.explicitLocale === DEFAULT_LOCALE) {
      // as-needed: the default locale has no prefix in the guest variant either.
      return NextResponse.redirect(new URL(sitePath(parsed.path, locale, 'guest') + search, req.url), 308);
    }
    res = NextResponse.rewrite(new URL(`/${locale}/guest${path === '/' ? '' : path}${offerPath ? '' : search}`, req.url));
  } else {
    res = intl(req);
    if (offerPath && !res.headers.has('location')) res = rewriteKeepingCookies(res, new URL(`/${locale}${offerPath}`, req.url));
  }
  if (isDeepPath(path)) res.headers.set('X-Robots-Tag', 'noindex');
  return res;
}

/** A rewrite in place of next-intl's answer, with the locale cookie it would have set. */
function rewriteKeepingCookies(from: NextResponse, to: URL): NextResponse {
  const res = NextResponse.rewrite(to);
  for (const cookie of from.cookies.getAll()) res.cookies.set(cookie);
  return res;
}

export const config = {
  // Everything but the API, the socket, Next's own files, generated art and files with a dot.
  matcher: ['/((?!json-api|api|ws|_next|_vercel|generated|.*\\..*).*)'],
};
