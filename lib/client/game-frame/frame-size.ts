import { DEFAULT_FRAME_HEIGHT, DEFAULT_FRAME_WIDTH, type GameRunInfo } from '@/lib/domain/games/game-run';

export interface FrameSize {
  width: number;
  height: number;
}

const valid = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The frame's proportions: the run info's, or 1280x720 when the run has none yet (spec §2, §9). */
export function frameSize(run: Pick<GameRunInfo, 'frameWidth' | 'frameHeight'> | null | undefined): FrameSize {
  if (run && valid(run.frameWidth) && valid(run.frameHeight)) return { width: run.frameWidth, height: run.frameHeight };
  return { width: DEFAULT_FRAME_WIDTH, height: DEFAULT_FRAME_HEIGHT };
}

/** The origin a game's window messages must come from (a relative run_url is this site's). */
export function runOrigin(runUrl: string, base: string): string | null {
  try {
    return new URL(runUrl, base).origin;
  } catch {
    return null;
  }
}
