import 'server-only';
import { diceTargetRange, DICE_ROLL_COUNT } from '@/lib/domain/studio/dice-rules';
import type { DicePublicConfig, SlotPublicConfig, StudioPublicConfig } from '@/lib/domain/studio/public-config';
import { PAYLINES, REEL_COUNT, ROW_COUNT, SLOT_ROLES } from '@/lib/domain/studio/slot-geometry';
import { SLOT_THEMES } from '@/lib/domain/studio/slot-themes';
import { PAY_STRIDE, SCATTER, WILD } from './slot-lines';
import type { DiceStudioGame, SlotStudioGame, StudioGame } from './studio-game';

/** The browser's view of a studio game (lib/domain/studio/public-config.ts). */
export function publicConfigOf(game: SlotStudioGame): SlotPublicConfig;
export function publicConfigOf(game: DiceStudioGame): DicePublicConfig;
export function publicConfigOf(game: StudioGame): StudioPublicConfig;
export function publicConfigOf(game: StudioGame): StudioPublicConfig {
  return game.kind === 'slot' ? slotConfig(game) : diceConfig(game);
}

function slotConfig(game: SlotStudioGame): SlotPublicConfig {
  const theme = SLOT_THEMES[game.theme];
  const m = game.model;
  const ids = game.symbolIds;
  const pay = (symbol: number, count: number) => m.linePays[symbol * PAY_STRIDE + count] as number;
  return {
    kind: 'slot',
    theme: game.theme,
    rtp: game.rtp,
    reels: REEL_COUNT,
    rows: ROW_COUNT,
    background: theme.background,
    accent: theme.accent,
    symbols: SLOT_ROLES.map((role) => ({ role, ...theme.symbols[role] })),
    wild: ids[WILD] as string,
    scatter: ids[SCATTER] as string,
    paylines: PAYLINES,
    paytable: SLOT_ROLES.flatMap((_, symbol) =>
      symbol === SCATTER ? [] : [{ symbol: ids[symbol] as string, pays: { 3: pay(symbol, 3), 4: pay(symbol, 4), 5: pay(symbol, 5) } }],
    ),
    scatterPays: [3, 4, 5].map((count) => ({ count, multiplier: m.scatterPays[count] as number })),
    reelStrips: m.strips.map((strip, reel) => Array.from(strip.subarray(0, m.stripLengths[reel]), (symbol) => ids[symbol] as string)),
    bet: game.bet,
  };
}

function diceConfig(game: DiceStudioGame): DicePublicConfig {
  return {
    kind: 'dice',
    rtp: game.rtp,
    rollCount: DICE_ROLL_COUNT,
    chance: game.chance,
    targets: { under: diceTargetRange(game.chance, 'under'), over: diceTargetRange(game.chance, 'over') },
    bet: game.bet,
  };
}
