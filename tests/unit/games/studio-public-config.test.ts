/** @jest-environment node */
import { PAYLINES } from '@/lib/domain/studio/slot-geometry';
import { SLOT_THEME_IDS, SLOT_THEMES } from '@/lib/domain/studio/slot-themes';
import { createDiceGame } from '@/lib/platform/games/engines/dice-engine';
import { createSlotGame } from '@/lib/platform/games/engines/slot-engine';
import { CLASSIC_MODEL, STRIP_LETTERS } from '@/lib/platform/games/engines/slot-paytable';
import { DICE_BET_LIMITS, SLOT_BET_LIMITS } from '@/lib/platform/games/engines/studio-catalog';
import { publicConfigOf } from '@/lib/platform/games/engines/studio-public-config';

describe('public configs', () => {
  it('gives a slot everything the UI needs, in the theme’s symbol ids', () => {
    const config = publicConfigOf(createSlotGame({ theme: 'ocean', rtp: 0.955, bet: SLOT_BET_LIMITS }));
    const theme = SLOT_THEMES.ocean;
    expect(config.kind).toBe('slot');
    expect(config.rtp).toBe(0.955);
    expect([config.reels, config.rows]).toEqual([5, 3]);
    expect(config.paylines).toEqual(PAYLINES);
    expect(config.wild).toBe('trident');
    expect(config.scatter).toBe('pearl');
    expect(config.symbols.map((s) => s.id)).toEqual(Object.values(theme.symbols).map((s) => s.id));
    expect(config.reelStrips).toEqual(CLASSIC_MODEL.strips.map((strip) => [...strip].map((l) => theme.symbols[STRIP_LETTERS[l]!].id)));
    expect(config.paytable.find((row) => row.symbol === 'mermaid')?.pays).toEqual({ 3: 15, 4: 40, 5: 100 });
    expect(config.paytable.find((row) => row.symbol === 'pearl')).toBeUndefined();
    expect(config.scatterPays).toEqual([
      { count: 3, multiplier: 2 },
      { count: 4, multiplier: 10 },
      { count: 5, multiplier: 40 },
    ]);
    expect(config.bet).toEqual(SLOT_BET_LIMITS);
    expect(JSON.parse(JSON.stringify(config))).toEqual(config);
  });

  it('gives every theme its own symbols and colours', () => {
    const seen = new Set<string>();
    for (const id of SLOT_THEME_IDS) {
      const symbols = Object.values(SLOT_THEMES[id].symbols);
      expect(new Set(symbols.map((s) => s.id)).size).toBe(symbols.length);
      symbols.forEach((s) => expect(s.colour).toMatch(/^#[0-9a-f]{6}$/));
      seen.add(symbols.map((s) => s.id).join());
    }
    expect(seen.size).toBe(SLOT_THEME_IDS.length);
  });

  it('gives the dice game its target ranges per direction', () => {
    const config = publicConfigOf(createDiceGame({ rtp: 0.97, bet: DICE_BET_LIMITS }));
    expect(config).toEqual({
      kind: 'dice',
      rtp: 0.97,
      rollCount: 10_000,
      chance: { minWinningRolls: 100, maxWinningRolls: 9000 },
      targets: { under: { min: 100, max: 9000 }, over: { min: 999, max: 9899 } },
      bet: DICE_BET_LIMITS,
    });
  });
});
