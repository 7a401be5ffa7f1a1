import { NextRequest } from 'next/server';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/platform/db/client';
import { getServerConfig, saveServerConfig } from '@/lib/platform/content/server-config';
import type { ServerConfig } from '@/lib/domain/content/server-config';
import { SESSION_COOKIE } from '@/lib/platform/auth/session-cookie';
import { AUTH_HINT_COOKIE } from '@/lib/domain/auth/auth-hint';
import { lastMessageTo, linkTokenIn, smsCodeIn } from '@/lib/platform/messenger/outbox-reader';
import type { Handler } from './api-call';

/**
 * Calls of the account API as a browser or an API client makes them: JSON bodies, the session
 * cookie, a bearer token, the X-Requested-With header (on by default, as the site's client
 * sends it), a client address through X-Forwarded-For.
 */
export interface Req<P> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A raw body, sent as is (malformed JSON tests). */
  rawBody?: string;
  cookie?: string | null;
  bearer?: string;
  lang?: string;
  params?: P;
  /** false leaves out X-Requested-With. */
  xhr?: boolean;
  forwardedFor?: string;
  headers?: Record<string, string>;
}

export interface Res<T> {
  status: number;
  headers: Headers;
  body: T;
  /** The body as sent, byte for byte. */
  text: string;
  /** The session cookie value set by the answer ('' when it was deleted), undefined when untouched. */
  cookie: string | undefined;
  /** The answer's Set-Cookie line of the session cookie, null when none. */
  setCookie: string | null;
  /** The answer's Set-Cookie line of the auth hint cookie, null when none. */
  hintCookie: string | null;
}

export async function api<T = Record<string, unknown>, P = Record<string, string>>(handler: Handler<P>, path: string, req: Req<P> = {}): Promise<Res<T>> {
  const headers: Record<string, string> = { 'accept-language': req.lang ?? 'ru', ...req.headers };
  if (req.xhr !== false) headers['x-requested-with'] = 'XMLHttpRequest';
  if (req.cookie) headers.cookie = `${SESSION_COOKIE}=${req.cookie}`;
  if (req.bearer) headers.authorization = `Bearer ${req.bearer}`;
  if (req.forwardedFor) headers['x-forwarded-for'] = req.forwardedFor;
  const method = req.method ?? (req.body !== undefined || req.rawBody !== undefined ? 'POST' : 'GET');
  let body: string | undefined = req.rawBody;
  if (body === undefined && req.body !== undefined) {
    body = JSON.stringify(req.body);
    headers['content-type'] = 'application/json';
  }
  const request = new NextRequest(`http://localhost${path}`, { method, headers, body });
  const res = await handler(request, { params: Promise.resolve(req.params ?? ({} as P)) });
  const text = await res.text();
  const lines = res.headers.getSetCookie();
  const setCookie = lines.find((line) => line.startsWith(`${SESSION_COOKIE}=`)) ?? null;
  const hintCookie = lines.find((line) => line.startsWith(`${AUTH_HINT_COOKIE}=`)) ?? null;
  const match = setCookie ? new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(setCookie) : null;
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T, text, cookie: match ? match[1] : undefined, setCookie, hintCookie };
}

let counter = 0;
/** A fresh e-mail / phone / nickname per call, so tests in one file never collide. */
export function uniqueEmail(tag = 'player'): string {
  return `${tag}.${Date.now().toString(36)}.${++counter}@example.test`;
}
export function uniquePhone(): string {
  return `7999${String(Date.now() % 10_000).padStart(4, '0')}${String(++counter).padStart(3, '0')}`;
}
export function uniqueNickname(): string {
  return `Nick${Date.now().toString(36).slice(-5)}${++counter}`;
}

export const PASSWORD = 'Secret-pass1';

export function emailRegistration(overrides: Record<string, unknown> = {}) {
  return {
    registration_contact_type: 'email',
    email: uniqueEmail(),
    password: PASSWORD,
    birthday: '1990-01-15',
    currency: 'RUB',
    nickname: uniqueNickname(),
    ...overrides,
  };
}

export function phoneRegistration(overrides: Record<string, unknown> = {}) {
  return {
    registration_contact_type: 'phone',
    phone: uniquePhone(),
    password: PASSWORD,
    birthday: '1990-01-15',
    currency: 'EUR',
    nickname: uniqueNickname(),
    ...overrides,
  };
}

export async function lastSms(phone: string): Promise<string> {
  const message = await lastMessageTo(await getDb(), phone, 'sms');
  const code = message ? smsCodeIn(message.text) : null;
  if (!code) throw new Error(`no SMS code to ${phone}`);
  return code;
}

export async function lastLinkToken(email: string): Promise<{ token: string; text: string }> {
  const message = await lastMessageTo(await getDb(), email, 'email');
  const token = message ? linkTokenIn(message.text) : null;
  if (!message || !token) throw new Error(`no link to ${email}`);
  return { token, text: message.text };
}

/** Changes the server config for one test (the cache is dropped by saveServerConfig). */
export async function withConfig(change: (config: ServerConfig) => ServerConfig): Promise<() => Promise<void>> {
  const db = await getDb();
  const before = await getServerConfig(db);
  await saveServerConfig(db, change(structuredClone(before)));
  return () => saveServerConfig(db, before);
}

/** Empties the throttle counters (tests of one file share their database). */
export async function resetThrottles(db: Db): Promise<void> {
  await db.execute(sql`delete from throttle_counters`);
}
