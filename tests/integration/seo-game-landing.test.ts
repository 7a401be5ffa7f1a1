import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/platform/db/client';
import { categories, games } from '@/lib/platform/db/schema';
import { getGame } from '@/lib/platform/catalog/games';
import { studioRtpFor } from '@/lib/platform/games/engines/studio-catalog';
import { getGameLanding, listActiveGameSlugs } from '@/lib/platform/seo/game-landing';
import { closeTestDb, openSeededDb } from './helpers/test-db';

// What a game page says about its game (lib/platform/seo/game-landing.ts): kind, the category its
// trail leads to, the RTP the studio plays it at, and which game pages the sitemap lists.

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
});

afterAll(async () => {
  await closeTestDb();
});

async function landingOf(slug: string) {
  const game = await getGame(db, slug, 'en');
  if (!game) throw new Error(`no seeded game ${slug}`);
  return getGameLanding(db, game, 'en');
}

describe('game landing facts', () => {
  it('reads the kind from the kind category the game stands in, with that category for the trail', async () => {
    const slot = await landingOf('cherry-blaze');
    expect(slot.kind).toBe('slot');
    expect(slot.category).toMatchObject({ slug: 'slots', name: 'Slots', url: '/games/slots' });
    const table = await landingOf('sic-bo-deluxe');
    expect(table.kind).toBe('table');
    expect(table.category).toMatchObject({ slug: 'table', name: 'Table games' });
    const instant = await landingOf('rocket-crash');
    expect(instant.kind).toBe('instant');
    expect(instant.category).toMatchObject({ slug: 'instant' });
  });

  it('gives the RTP the studio plays the game at', async () => {
    expect((await landingOf('cherry-blaze')).rtp).toBe(studioRtpFor('cherry-blaze'));
    expect((await landingOf('sic-bo-deluxe')).rtp).toBe(studioRtpFor('sic-bo-deluxe'));
  });

  it('leads the trail to all games when the kind category is switched off', async () => {
    await db.update(categories).set({ active: false }).where(eq(categories.slug, 'table'));
    try {
      const table = await landingOf('sic-bo-deluxe');
      expect(table.kind).toBe('table');
      expect(table.category).toMatchObject({ slug: 'allgames' });
    } finally {
      await db.update(categories).set({ active: true }).where(eq(categories.slug, 'table'));
    }
  });

  it('lists every active game for the sitemap, and no inactive one', async () => {
    const all = await db.select({ slug: games.slug, active: games.active }).from(games);
    await db.update(games).set({ active: false }).where(eq(games.slug, 'lemon-twist'));
    try {
      const listed = await listActiveGameSlugs(db);
      expect(listed).not.toContain('lemon-twist');
      expect(new Set(listed)).toEqual(new Set(all.filter((g) => g.active && g.slug !== 'lemon-twist').map((g) => g.slug)));
    } finally {
      await db.update(games).set({ active: true }).where(eq(games.slug, 'lemon-twist'));
    }
  });
});
