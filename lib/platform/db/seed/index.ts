import type { Db } from '@/lib/platform/db/client';

/**
 * Fills an empty database with the deterministic demo catalogue. Does nothing when the
 * catalogue already has rows (safe on every start). Returns whether it wrote anything.
 * (Being written: see the seed helper's task.)
 */
export async function seedDatabase(_db: Db): Promise<{ seeded: boolean }> {
  return { seeded: false };
}

/** Writes the generated art (game previews, banners, level badges) to ART_DIR when it is missing. */
export async function ensureArt(): Promise<void> {}
