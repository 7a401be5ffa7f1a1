import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { users } from '@/lib/platform/db/schema';
import { POST as register } from '@/app/json-api/users/register/route';
import { GET as getProfile, PUT as putProfile } from '@/app/json-api/users/profile/route';
import { POST as chooseNickname } from '@/app/json-api/users/nickname-choose/route';
import { POST as firstAuthSeen } from '@/app/json-api/users/first-auth/seen/route';
import { GET as getBalance } from '@/app/json-api/users/balance/route';
import { POST as createContact } from '@/app/json-api/players/contacts/create/[type]/route';
import { GET as onVerification } from '@/app/json-api/players/contacts/onverification/route';
import { POST as emailVerificationRequest } from '@/app/json-api/players/contacts/email-verification/request/[id]/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration, uniqueNickname, withConfig } from './helpers/accounts';

type Tokens = { accessToken: string; refreshToken: string };
type Errors = { success?: boolean; errors: { code: string; field?: string }[] };
type Profile = Record<string, unknown> & { id: number; hash: string; nick_name: string | null; birthday: string };

let db: Db;

beforeAll(async () => {
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

async function player(overrides: Record<string, unknown> = {}): Promise<{ bearer: string; input: Record<string, unknown> }> {
  const input = emailRegistration(overrides);
  const res = await api<Tokens>(register, '/json-api/users/register', { body: input });
  expect(res.status).toBe(200);
  return { bearer: res.body.accessToken, input };
}

const put = (bearer: string, body: unknown) => api<Errors & { data: Profile }>(putProfile, '/json-api/users/profile', { method: 'PUT', body, bearer });
const profileOf = async (bearer: string) => (await api<{ data: Profile }>(getProfile, '/json-api/users/profile', { bearer })).body.data;

describe('GET /json-api/users/profile', () => {
  it('answers every user-info field of spec §3', async () => {
    const { bearer, input } = await player({ currency: 'KZT' });
    const res = await api<{ data: Profile }>(getProfile, '/json-api/users/profile', { bearer });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const p = res.body.data;
    expect(Object.keys(p).sort()).toEqual(
      [
        'id', 'user_id', 'level', 'firstname', 'lastname', 'middlename', 'address', 'country', 'gender', 'registration_contact_type',
        'birthday', 'birthday_verified', 'nick_name', 'multi_account', 'first_auth', 'is_verified', 'currency', 'hash', 'phones', 'emails',
        'onVerification',
      ].sort(),
    );
    expect(p).toEqual({
      id: p.id,
      user_id: p.id,
      level: { index: 1, bonus_availability_level: 1 },
      firstname: null,
      lastname: null,
      middlename: null,
      address: null,
      country: null,
      gender: null,
      registration_contact_type: 'email',
      birthday: '1990-01-15',
      birthday_verified: false,
      nick_name: input.nickname,
      multi_account: false,
      first_auth: true,
      is_verified: false,
      currency: 'KZT',
      hash: expect.stringMatching(/^[0-9a-f]{32}$/),
      phones: [],
      emails: [{ email: input.email, is_primary: true, is_verified: false }],
      onVerification: [{ id: expect.any(Number), type: 'email', value: input.email }],
    });
  });

  it('needs a session: 401 unauthorized for every account call', async () => {
    const calls = [
      api<Errors>(getProfile, '/json-api/users/profile'),
      api<Errors>(putProfile, '/json-api/users/profile', { method: 'PUT', body: {} }),
      api<Errors>(getBalance, '/json-api/users/balance'),
      api<Errors>(chooseNickname, '/json-api/users/nickname-choose', { body: { nickname: 'abc' } }),
      api<Errors>(firstAuthSeen, '/json-api/users/first-auth/seen', { method: 'POST' }),
      api<Errors, { type: string }>(createContact, '/json-api/players/contacts/create/phone', { body: { value: '79990000000' }, params: { type: 'phone' } }),
      api<Errors>(onVerification, '/json-api/players/contacts/onverification'),
      api<Errors, { id: string }>(emailVerificationRequest, '/json-api/players/contacts/email-verification/request/1', { method: 'POST', params: { id: '1' } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.errors).toEqual([{ code: 'unauthorized' }]);
    }
  });
});

describe('PUT /json-api/users/profile', () => {
  it('saves names (Latin, Cyrillic with Ukrainian letters, digits, hyphen, space), address, country, gender, birthday', async () => {
    const { bearer } = await player();
    const res = await put(bearer, { firstname: ' Їжак-Ґанна ', lastname: 'Ivanov 2', middlename: 'Ёлкина', address: 'Via Roma 1, Milano', country: 'IT', gender: 'female', birthday: '1985-12-31' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ firstname: 'Їжак-Ґанна', lastname: 'Ivanov 2', middlename: 'Ёлкина', address: 'Via Roma 1, Milano', country: 'IT', gender: 'female', birthday: '1985-12-31' });
    expect(await profileOf(bearer)).toMatchObject({ firstname: 'Їжак-Ґанна', birthday: '1985-12-31' });
  });

  it('leaves absent fields alone, clears a field sent empty or null, and ignores fields it does not edit', async () => {
    const { bearer, input } = await player();
    await put(bearer, { firstname: 'Anna', lastname: 'Rossi', address: 'Somewhere' });
    const res = await put(bearer, { lastname: '', address: null, nick_name: 'Hacker', emails: [], currency: 'USD', hash: 'x' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ firstname: 'Anna', lastname: null, address: null, nick_name: input.nickname, currency: 'RUB' });
  });

  it('fails with 400 { success: false, errors } for names breaking the rules, an underage birthday, a bad gender', async () => {
    const { bearer } = await player();
    const res = await put(bearer, { firstname: 'John<script>', lastname: 'x'.repeat(36), middlename: 'O’Neil', birthday: '2020-01-01', gender: 'other', address: 'a'.repeat(151) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      errors: [
        { code: 'nameValidationRule', field: 'firstname' },
        { code: 'maxLength', field: 'lastname' },
        { code: 'nameValidationRule', field: 'middlename' },
        { code: 'maxLength', field: 'address' },
        { code: 'invalid_value', field: 'gender' },
        { code: 'underageDate', field: 'birthday' },
      ],
    });
    const bad = await put(bearer, { birthday: '31.12.1990' });
    expect(bad.body).toEqual({ success: false, errors: [{ code: 'invalidDate', field: 'birthday' }] });
    const json = await api<Errors>(putProfile, '/json-api/users/profile', { method: 'PUT', rawBody: '{', bearer });
    expect(json.body).toEqual({ success: false, errors: [{ code: 'invalid_json' }] });
  });

  it('keeps a verified birthday: birthday_verified, unless sent unchanged', async () => {
    const { bearer } = await player();
    const { id } = await profileOf(bearer);
    await db.update(users).set({ birthdayVerified: true }).where(eq(users.id, id));
    const res = await put(bearer, { birthday: '1991-01-15', firstname: 'Max' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, errors: [{ code: 'birthday_verified', field: 'birthday' }] });
    expect((await profileOf(bearer)).firstname).toBeNull();
    expect((await put(bearer, { birthday: '1990-01-15', firstname: 'Max' })).status).toBe(200);
  });
});

describe('POST /json-api/users/nickname-choose', () => {
  it('sets a first nickname; then nickname_already_set', async () => {
    const restore = await withConfig((c) => ({ ...c, registrationConfig: { skipNickname: true } }));
    try {
      const { bearer } = await player({ nickname: undefined });
      const nickname = uniqueNickname();
      const res = await api<{ success: boolean; data: Profile }>(chooseNickname, '/json-api/users/nickname-choose', { body: { nickname }, bearer });
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.nick_name).toBe(nickname);
      const again = await api<Errors>(chooseNickname, '/json-api/users/nickname-choose', { body: { nickname: uniqueNickname() }, bearer });
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual([{ code: 'nickname_already_set', field: 'nickname' }]);
    } finally {
      await restore();
    }
  });

  it('refuses a nickname someone has (any case), and one breaking the rule', async () => {
    const restore = await withConfig((c) => ({ ...c, registrationConfig: { skipNickname: true } }));
    try {
      const holder = await player({ nickname: uniqueNickname() });
      const { bearer } = await player({ nickname: undefined });
      const taken = await api<Errors>(chooseNickname, '/json-api/users/nickname-choose', { body: { nickname: String(holder.input.nickname).toUpperCase() }, bearer });
      expect(taken.body.errors).toEqual([{ code: 'nickname_taken', field: 'nickname' }]);
      const bad = await api<Errors>(chooseNickname, '/json-api/users/nickname-choose', { body: { nickname: 'Игрок' }, bearer });
      expect(bad.body.errors).toEqual([{ code: 'latinName', field: 'nickname' }]);
      const short = await api<Errors>(chooseNickname, '/json-api/users/nickname-choose', { body: { nickname: 'ab' }, bearer });
      expect(short.body.errors).toEqual([{ code: 'minLength', field: 'nickname' }]);
    } finally {
      await restore();
    }
  });
});

describe('POST /json-api/users/first-auth/seen', () => {
  it('ends first_auth (the thanks modal shows once)', async () => {
    const { bearer } = await player();
    expect((await profileOf(bearer)).first_auth).toBe(true);
    const res = await api(firstAuthSeen, '/json-api/users/first-auth/seen', { method: 'POST', bearer });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await profileOf(bearer)).first_auth).toBe(false);
  });
});

describe('GET /json-api/users/balance', () => {
  it('answers every balance field, a new player has no real or bonus money, in the player’s currency (play money is separate)', async () => {
    const { bearer } = await player({ currency: 'UAH' });
    const { id } = await profileOf(bearer);
    const res = await api<{ data: Record<string, unknown> }>(getBalance, '/json-api/users/balance', { bearer });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ user_id: id, balance: 0, bonus: 0, wagering: 0, winback: 0, currency: 'UAH', is_active_bonus: false, compoint_balance: 0 });
  });
});
