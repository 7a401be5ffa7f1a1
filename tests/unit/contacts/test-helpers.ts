import { act } from '@testing-library/react';
import type { BalanceDto, ProfileDto } from '@/lib/domain/accounts/account-types';
import { loadPlayer } from '@/lib/client/session/session-store';

/**
 * Shared by the profile and verification tests: a fetch that answers like the platform API
 * (by method and path, as tests/unit/json-api.test.ts mocks it) and player fixtures.
 */
export interface Answer {
  status?: number;
  body: unknown;
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Reply = Answer | ((call: Call) => Answer | Promise<Answer>);

export interface FetchMock {
  calls: Call[];
  /** Answers for `METHOD path`, used in turn; the last one keeps answering. */
  on: (method: string, path: string, ...replies: Reply[]) => void;
  callsTo: (method: string, path: string) => Call[];
  /** Requests nobody prepared an answer for (they fail like a network error). */
  unexpected: Call[];
}

export function mockFetch(): FetchMock {
  const routes = new Map<string, Reply[]>();
  const calls: Call[] = [];
  const unexpected: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://localhost');
    const call: Call = { method: init.method ?? 'GET', path: parsed.pathname, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const queue = routes.get(`${call.method} ${call.path}`);
    if (!queue || queue.length === 0) {
      unexpected.push(call);
      throw new TypeError(`no answer for ${call.method} ${call.path}`);
    }
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    const answer = typeof reply === 'function' ? await reply(call) : reply;
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
  return {
    calls,
    unexpected,
    on: (method, path, ...replies) => routes.set(`${method} ${path}`, replies),
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.path === path),
  };
}

export function makeProfile(overrides: Partial<ProfileDto> = {}): ProfileDto {
  return {
    id: 12,
    user_id: 12,
    level: { index: 2, bonus_availability_level: 3 },
    firstname: 'Иван',
    lastname: 'Петров',
    middlename: null,
    address: null,
    country: null,
    gender: null,
    registration_contact_type: 'email',
    birthday: '1990-05-17',
    birthday_verified: false,
    nick_name: 'lucky-ivan',
    multi_account: false,
    first_auth: false,
    is_verified: false,
    currency: 'RUB',
    hash: 'h4sh',
    phones: [],
    emails: [{ email: 'ivan@example.com', is_primary: true, is_verified: false }],
    onVerification: [{ id: 5, type: 'email', value: 'ivan@example.com' }],
    ...overrides,
  };
}

export function makeBalance(overrides: Partial<BalanceDto> = {}): BalanceDto {
  return { user_id: 12, balance: 0, bonus: 0, wagering: 0, winback: 0, currency: 'RUB', is_active_bonus: false, compoint_balance: 0, ...overrides };
}

/** Makes the browser session a logged-in player (the session store reads profile and balance). */
export async function signIn(api: FetchMock, profile = makeProfile(), balance: BalanceDto | null = makeBalance()): Promise<void> {
  api.on('GET', '/json-api/users/profile', { body: { data: profile } });
  api.on('GET', '/json-api/users/balance', balance ? { body: { data: balance } } : { status: 500, body: {} });
  await act(async () => {
    await loadPlayer();
  });
}

export const SUPPORT = { telegram: 'https://t.me/croupier_support', viber: 'viber://pa?chatURI=croupier' };
