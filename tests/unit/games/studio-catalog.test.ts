/** @jest-environment node */
import { checkBet } from '@/lib/domain/studio/bet-limits';
import { SLOT_THEME_IDS } from '@/lib/domain/studio/slot-themes';
import { GAMES } from '@/lib/platform/seed/games';
import {
  DICE_BET_LIMITS,
  SLOT_BET_LIMITS,
  STUDIO_RTPS,
  studioGameFor,
  studioRtpFor,
  studioThemeFor,
} from '@/lib/platform/games/engines/studio-catalog';
import { playRound } from '@/lib/platform/games/engines/play-round';
import { seededRng } from '@/lib/platform/games/engines/seeded-rng';

describe('studio catalogue', () => {
  it('serves every seeded game: table games with dice, the rest with a slot', () => {
    const rng = seededRng(5);
    for (const g of GAMES) {
      const isTable = g.kind === 'table';
      const game = studioGameFor({ slug: g.slug, isTable });
      expect(game.kind).toBe(isTable ? 'dice' : 'slot');
      expect(STUDIO_RTPS).toContain(game.rtp);
      const result =
        game.kind === 'slot'
          ? playRound(game, { bet: game.bet.min }, rng)
          : playRound(game, { bet: game.bet.min, target: 5000, direction: 'under' }, rng);
      expect(result.ok).toBe(true);
    }
  });

  it('is deterministic: the same slug always gives the same game', () => {
    for (const slug of ['cherry-blaze', 'european-roulette', 'some-future-game']) {
      const a = studioGameFor({ slug, isTable: false });
      expect(studioGameFor({ slug, isTable: false })).toBe(a);
      expect(studioRtpFor(slug)).toBe(a.rtp);
      if (a.kind === 'slot') expect(studioThemeFor(slug)).toBe(a.theme);
    }
    // Pinned, so a change of the mapping is a deliberate one.
    expect(studioThemeFor('pharaohs-dawn')).toBe('egypt');
    expect(studioThemeFor('coral-kingdom')).toBe('ocean');
    expect(studioThemeFor('cosmic-drift')).toBe('space');
    expect(studioThemeFor('cherry-blaze')).toBe('fruits');
    expect(studioThemeFor('valhalla-raiders')).toBe('vikings');
    expect(studioRtpFor('cherry-blaze')).toBe(studioRtpFor('cherry-blaze'));
  });

  it('varies RTPs and themes across the catalogue', () => {
    const slots = GAMES.filter((g) => g.kind !== 'table');
    const rtps = new Set(GAMES.map((g) => studioRtpFor(g.slug)));
    const themes = new Set(slots.map((g) => studioThemeFor(g.slug)));
    expect(rtps.size).toBeGreaterThanOrEqual(5);
    expect([...themes].sort()).toEqual([...SLOT_THEME_IDS].sort());
    // Unknown slugs still get a valid theme.
    expect(SLOT_THEME_IDS).toContain(studioThemeFor('brand-new-slot'));
  });

  it('uses bet limits whose suggested levels are valid stakes', () => {
    for (const limits of [SLOT_BET_LIMITS, DICE_BET_LIMITS]) {
      for (const level of limits.levels) expect(checkBet(limits, level)).toBeNull();
    }
    expect(SLOT_BET_LIMITS.step % 20).toBe(0);
  });
});
