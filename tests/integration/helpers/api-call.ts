import { NextRequest } from 'next/server';

export type Handler<P> = (req: NextRequest, ctx: { params: Promise<P> }) => Promise<Response>;

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls a route handler the way Next does, with the headers every client call carries (spec §7). */
export async function call<T, P = Record<string, string>>(
  handler: Handler<P>,
  path: string,
  options: { lang?: string; params?: P } = {},
): Promise<Answer<T>> {
  const req = new NextRequest(`http://localhost${path}`, {
    headers: { 'accept-language': options.lang ?? 'ru', 'x-requested-with': 'XMLHttpRequest' },
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? ({} as P)) });
  return { status: res.status, headers: res.headers, body: (await res.json()) as T };
}
