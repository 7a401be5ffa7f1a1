import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { MIGRATIONS_FOLDER } from '@/lib/platform/db/client';
import { authSessions, refreshTokens } from '@/lib/platform/db/schema';
import { REFRESH_REUSE_GRACE_SECONDS } from '@/lib/platform/auth/limits';
import { refreshTokenDigest, refreshTokenOwner } from '@/lib/platform/auth/sessions';
import { advanceClock, now, resetClock } from '@/lib/platform/clock';
import { POST as register } from '@/app/json-api/users/register/route';
import { POST as refresh } from '@/app/json-api/token/refresh/route';
import { GET as getProfile } from '@/app/json-api/users/profile/route';
import { closeTestDb, openSeededDb } from './helpers/test-db';
import { api, emailRegistration } from './helpers/accounts';

/**
 * A refresh-token family never has more than one live token (lib/platform/auth/sessions.ts):
 * a refresh racing within the grace period supersedes the family's live token instead of forking
 * the family, and a superseded token presented later revokes the family.
 */

type Tokens = { accessToken: string; refreshToken: string };

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterEach(() => resetClock());

afterAll(async () => {
  await closeTestDb();
});

const GRACE_MS = REFRESH_REUSE_GRACE_SECONDS * 1000;

async function login(): Promise<Tokens> {
  const res = await api<Tokens>(register, '/json-api/users/register', { body: emailRegistration() });
  expect(res.status).toBe(200);
  return res.body;
}

const refreshWith = (refreshToken: string) => api<Tokens>(refresh, '/json-api/token/refresh', { body: { refreshToken } });

async function refreshed(refreshToken: string): Promise<Tokens> {
  const res = await refreshWith(refreshToken);
  expect(res.status).toBe(200);
  return res.body;
}

async function rowOf(token: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, refreshTokenDigest(token)));
  if (!row) throw new Error('no such refresh token');
  return row;
}

/** The family's rows, oldest first. */
const familyOf = async (token: string) =>
  db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.sessionId, (await rowOf(token)).sessionId))
    .orderBy(asc(refreshTokens.id));

const liveIn = (family: Awaited<ReturnType<typeof familyOf>>) => family.filter((r) => r.usedAt === null && r.replacedBy === null);

async function revokeReasonOf(token: string) {
  const [session] = await db.select().from(authSessions).where(eq(authSessions.id, (await rowOf(token)).sessionId));
  return session?.revokeReason ?? null;
}

const profileStatus = async (accessToken: string) => (await api(getProfile, '/json-api/users/profile', { bearer: accessToken })).status;

describe('ordinary rotation', () => {
  it('uses the token once and chains it to its child, which is the one live token', async () => {
    const t0 = await login();
    advanceClock(1000);
    const c1 = await refreshed(t0.refreshToken);
    const c2 = await refreshed(c1.refreshToken);

    const family = await familyOf(t0.refreshToken);
    expect(family.map((r) => r.tokenHash)).toEqual([t0, c1, c2].map((t) => refreshTokenDigest(t.refreshToken)));
    expect(family[0]).toMatchObject({ replacedBy: family[1]!.id, usedAt: expect.any(Date) });
    expect(family[1]).toMatchObject({ replacedBy: family[2]!.id, usedAt: expect.any(Date) });
    expect(liveIn(family).map((r) => r.id)).toEqual([family[2]!.id]);
    expect(await revokeReasonOf(t0.refreshToken)).toBeNull();
  });
});

describe('a refresh racing within the grace period', () => {
  it('supersedes the first racer’s child: exactly one live token, the newest, and the chain records it', async () => {
    const t0 = await login();
    const first = await refreshed(t0.refreshToken);
    advanceClock(GRACE_MS - 1000);
    const second = await refreshed(t0.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);

    const [t0Row, firstRow, secondRow] = await familyOf(t0.refreshToken);
    expect(t0Row).toMatchObject({ replacedBy: firstRow!.id });
    // Superseded unused: replaced, never used.
    expect(firstRow).toMatchObject({ replacedBy: secondRow!.id, usedAt: null });
    expect(liveIn(await familyOf(t0.refreshToken)).map((r) => r.tokenHash)).toEqual([refreshTokenDigest(second.refreshToken)]);

    // The survivor refreshes as usual; the family lives on.
    const third = await refreshed(second.refreshToken);
    expect(await profileStatus(third.accessToken)).toBe(200);
    expect(liveIn(await familyOf(t0.refreshToken))).toHaveLength(1);
  });

  it('gives two, three refreshes at once of one token one live token between them', async () => {
    const t0 = await login();
    const answers = await Promise.all([1, 2, 3].map(() => refreshWith(t0.refreshToken)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.refreshToken)).size).toBe(3);

    const live = liveIn(await familyOf(t0.refreshToken));
    expect(live).toHaveLength(1);
    const owners = await Promise.all(answers.map((a) => refreshTokenOwner(db, a.body.refreshToken)));
    expect(owners.filter(Boolean)).toHaveLength(1);
    const survivor = answers.find((a) => refreshTokenDigest(a.body.refreshToken) === live[0]!.tokenHash)!;
    expect((await refreshWith(survivor.body.refreshToken)).status).toBe(200);
  });

  it('supersedes whatever the family moved on to: the chain stays one line with one live token', async () => {
    const t0 = await login();
    const c1 = await refreshed(t0.refreshToken);
    const c2 = await refreshed(c1.refreshToken);
    advanceClock(GRACE_MS - 1000);
    const late = await refreshed(t0.refreshToken);

    const family = await familyOf(t0.refreshToken);
    expect(liveIn(family).map((r) => r.tokenHash)).toEqual([refreshTokenDigest(late.refreshToken)]);
    expect(family.find((r) => r.tokenHash === refreshTokenDigest(c2.refreshToken))).toMatchObject({ usedAt: null, replacedBy: family.at(-1)!.id });
    // One line: every token but the live one points to a distinct successor in the family.
    const successors = family.map((r) => r.replacedBy).filter((id) => id !== null);
    expect(new Set(successors).size).toBe(family.length - 1);
    expect(successors.every((id) => family.some((r) => r.id === id))).toBe(true);
  });

  it('a grace refresh and a refresh of the live token at once still end with one live token', async () => {
    const t0 = await login();
    const c1 = await refreshed(t0.refreshToken);
    // Whichever runs first, the other finds the family as it left it (the family lock): either
    // both get tokens, or C1 was superseded first and its use revokes the family.
    await Promise.all([refreshWith(c1.refreshToken), refreshWith(t0.refreshToken)]);
    expect(liveIn(await familyOf(t0.refreshToken))).toHaveLength(1);
  });

  it('the superseded child no longer refreshes: presenting it revokes the family (two holders of one family)', async () => {
    const t0 = await login();
    const older = await refreshed(t0.refreshToken);
    const newer = await refreshed(t0.refreshToken);
    // Not a "could refresh" token for server components either.
    expect(await refreshTokenOwner(db, older.refreshToken)).toBeNull();
    expect(await refreshTokenOwner(db, newer.refreshToken)).not.toBeNull();

    const res = await refreshWith(older.refreshToken);
    expect(res.status).toBe(401);
    expect(res.setCookie).toMatch(/^croupier_session=; Path=\/; Max-Age=0/);
    expect(await revokeReasonOf(t0.refreshToken)).toBe('reuse');
    expect((await refreshWith(newer.refreshToken)).status).toBe(401);
    expect(await profileStatus(newer.accessToken)).toBe(401);
    expect(liveIn(await familyOf(t0.refreshToken))).toHaveLength(1); // revoked as a family, rows untouched
  });

  it('counts the grace from the use of the token presented: after it, the reuse revokes the family as before', async () => {
    const t0 = await login();
    const c1 = await refreshed(t0.refreshToken);
    advanceClock(GRACE_MS - 1000);
    const c2 = await refreshed(t0.refreshToken);
    advanceClock(2000);
    expect(await refreshTokenOwner(db, t0.refreshToken)).toBeNull();
    const reuse = await refreshWith(t0.refreshToken);
    expect(reuse.status).toBe(401);
    expect(await revokeReasonOf(t0.refreshToken)).toBe('reuse');
    for (const t of [c1, c2]) expect((await refreshWith(t.refreshToken)).status).toBe(401);
    expect(await profileStatus(c2.accessToken)).toBe(401);
  });
});

describe('reuse after the grace period', () => {
  it('still revokes the whole family and issues nothing', async () => {
    const t0 = await login();
    const c1 = await refreshed(t0.refreshToken);
    const before = (await familyOf(t0.refreshToken)).length;
    advanceClock(GRACE_MS + 1000);
    expect((await refreshWith(t0.refreshToken)).status).toBe(401);
    expect(await revokeReasonOf(t0.refreshToken)).toBe('reuse');
    expect(await familyOf(t0.refreshToken)).toHaveLength(before);
    expect((await refreshWith(c1.refreshToken)).status).toBe(401);
    expect(await refreshTokenOwner(db, c1.refreshToken)).toBeNull();
  });
});

describe('the database', () => {
  it('refuses a second live token in a family (refresh_tokens_one_live)', async () => {
    const t0 = await login();
    const { sessionId } = await rowOf(t0.refreshToken);
    const at = now();
    await expect(
      db.insert(refreshTokens).values({ sessionId, tokenHash: `fork-${sessionId}`, createdAt: at, expiresAt: new Date(at.getTime() + 60_000) }),
    ).rejects.toThrow();
    const live = await db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt), isNull(refreshTokens.replacedBy)));
    expect(live).toHaveLength(1);
  });

  it('migration 0006 keeps the newest live token of a family forked before it and marks the others superseded', async () => {
    // A database at migration 0005, with a forked family, then migrated to the end.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'croupier-migrations-'));
    try {
      mkdirSync(path.join(dir, 'meta'));
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
      const upTo = journal.entries.findIndex((e) => e.tag.startsWith('0006_'));
      expect(upTo).toBeGreaterThan(0);
      for (const e of journal.entries.slice(0, upTo)) copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
      writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));

      const { PGlite } = await import('@electric-sql/pglite');
      const { drizzle } = await import('drizzle-orm/pglite');
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      const client = new PGlite('memory://');
      try {
        const old = drizzle(client);
        await migrate(old, { migrationsFolder: dir });
        await client.exec(`
          insert into users (id, hash, registration_contact_type, password_hash, birthday, currency, created_at, updated_at)
            values (1, 'u1', 'email', 'x', '1990-01-01', 'RUB', now(), now());
          insert into auth_sessions (id, user_id, created_at, last_refreshed_at) values ('forked', 1, now(), now()), ('plain', 1, now(), now());
          insert into refresh_tokens (id, session_id, token_hash, created_at, expires_at, used_at) values
            (1, 'forked', 'f0', now(), now() + interval '1 day', now()),
            (2, 'forked', 'f1', now(), now() + interval '1 day', null),
            (3, 'forked', 'f2', now(), now() + interval '1 day', null),
            (4, 'plain', 'p0', now(), now() + interval '1 day', now()),
            (5, 'plain', 'p1', now(), now() + interval '1 day', null);`);
        await migrate(old, { migrationsFolder: MIGRATIONS_FOLDER });
        const { rows } = await client.query<{ id: number; used: boolean; replaced_by: number | null }>(
          'select id, used_at is not null as used, replaced_by from refresh_tokens order by id',
        );
        expect(rows).toEqual([
          { id: 1, used: true, replaced_by: null },
          { id: 2, used: false, replaced_by: 3 },
          { id: 3, used: false, replaced_by: null },
          { id: 4, used: true, replaced_by: null },
          { id: 5, used: false, replaced_by: null },
        ]);
      } finally {
        await client.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
