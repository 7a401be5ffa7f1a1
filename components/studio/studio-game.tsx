'use client';

import type { StudioSessionView } from '@/lib/domain/studio/studio-session';
import { DiceGame } from './dice/dice-game';
import { SlotMachine } from './slot/slot-machine';

/** The game page's client root: the session view decides which game runs. */
export function StudioGame({ view }: { view: StudioSessionView }) {
  return view.config.kind === 'slot' ? <SlotMachine view={view} config={view.config} /> : <DiceGame view={view} config={view.config} />;
}
