import type { CSSProperties } from 'react';
import { releaseFrameSlot, setFrameSlot } from '@/lib/client/game-frame/frame-slot';
import { ArtImage } from '@/components/ui/art-image';
import { StagePanel, type PanelKind } from './stage-panel';
import styles from './game-stage.module.css';

/**
 * The place the game's iframe is pinned over (lib/client/game-frame/frame-slot.ts), in the frame's
 * aspect ratio; while no game runs there, a panel over the game's preview says why (loading,
 * log in, no demo, error with retry). The one slot of both stages: the game page's and the
 * guest page's.
 */
export function GameSlot({
  ratio,
  panel,
  preview,
  onRetry,
  loginHref,
  registrationHref,
}: {
  /** Width ÷ height of the game's frame. */
  ratio: number;
  panel: PanelKind | null;
  preview: string;
  onRetry: () => void;
  loginHref: string;
  registrationHref: string;
}) {
  return (
    <div
      ref={(element) => {
        if (!element) return;
        setFrameSlot(element);
        return () => releaseFrameSlot(element);
      }}
      className={styles.slot}
      style={{ '--frame-ratio': ratio } as CSSProperties}
      data-testid="game-slot"
    >
      {panel && (
        <>
          {/* The game page's largest paint (Lighthouse): loaded at once and first, not lazily after layout. */}
          {preview && <ArtImage src={preview} alt="" fill priority className={styles.backdrop} />}
          <StagePanel kind={panel} onRetry={onRetry} loginHref={loginHref} registrationHref={registrationHref} />
        </>
      )}
    </div>
  );
}
