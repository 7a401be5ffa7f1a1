'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { mutate } from 'swr';
import type { DuckKind, DuckShotDto } from '@/lib/domain/promotions/duck-hunt';
import { shootDuck, useDuckHunt } from '@/lib/client/promotions/duck-hunt-data';
import { promoRefusal, refusalTextKey } from '@/lib/client/promotions/promotion-calls';
import { pointsText } from '@/lib/client/promotions/promotion-view-rules';
import button from '@/components/ui/button.module.css';
import type { PromotionViewContext } from './promotion-context';
import styles from './promotion-page.module.css';
import duck from './duck-hunt.module.css';

/** A duck in the kind's colours (duck-hunt.module.css `kind_*`): drawn here, no image to fetch. */
function DuckPicture({ kind }: { kind: DuckKind }) {
  return (
    <svg viewBox="0 0 64 48" className={`${duck.picture} ${duck[`kind_${kind}`] ?? ''}`} aria-hidden="true" focusable="false">
      <path className={duck.body} d="M6 30c0-8 9-13 21-13 7 0 11 2 15 5l6-5c-2-5 1-11 7-11 5 0 8 4 7 8l-6 2 5 3c-2 3-5 4-9 4-1 9-11 16-26 16C14 39 6 36 6 30Z" />
      <path className={duck.wing} d="M18 26c5-4 14-4 19 0-4 6-14 7-19 0Z" />
      <circle cx="56" cy="10" r="1.8" fill="#111" />
    </svg>
  );
}

/**
 * The duck hunt (lib/domain/promotions/duck-hunt.ts; GET and POST /json-api/duck-hunt/games/{gameId}): the
 * game's ducks with their points and chances, as the server answers them, and for a member of the
 * running promo the shots left today and the button that fires one. The server draws the duck;
 * the page shows which one fell and its points, which go to the player's promo points (their
 * block and balance log follow through promo_points_changed). A guest or a non-member reads the
 * prizes and why they cannot shoot.
 */
export default function DuckHuntGame({ ctx, gameId }: { ctx: PromotionViewContext; gameId: number }) {
  const t = useTranslations('promo.duckHunt');
  const tp = useTranslations('promo');
  const { game, loading, failed, reload, afterShot } = useDuckHunt(gameId, ctx.viewer);
  const [shooting, setShooting] = useState(false);
  const [last, setLast] = useState<DuckShotDto | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const points = (minor: number) => pointsText(minor, ctx.promo.currency, ctx.locale);

  if (loading || ctx.viewer === null) return <p className={styles.muted}>{t('loading')}</p>;
  if (failed || !game)
    return (
      <p className={styles.refusal} role="alert" data-testid="duck-hunt-error">
        {t('failed')}{' '}
        <button type="button" className={styles.linkButton} onClick={reload}>
          {t('retry')}
        </button>
      </p>
    );

  const shoot = async () => {
    if (shooting) return;
    setShooting(true);
    setRefusal(null);
    try {
      const shot = await shootDuck(game.id);
      setLast(shot);
      afterShot(shot);
      if (ctx.participantKey) void mutate(ctx.participantKey);
    } catch (error) {
      const why = promoRefusal(error);
      setRefusal(why.code === 'action_not_allowed' ? t('noShots') : tp(refusalTextKey(why)));
      reload();
    } finally {
      setShooting(false);
    }
  };

  let play;
  if (ctx.viewer === 'guest') play = <p className={styles.muted}>{t('guest')}</p>;
  else if (ctx.status !== 'active') play = <p className={styles.muted}>{t('inactive')}</p>;
  else if (game.shotsLeft === null) play = <p className={styles.muted}>{t('notMember')}</p>;
  else
    play = (
      <div className={duck.play}>
        <p className={duck.shots} data-testid="duck-hunt-shots">
          {t('shotsLeft', { left: game.shotsLeft, total: game.shotsPerDay })}
        </p>
        <button
          type="button"
          className={`${button.button} ${button.gold}`}
          onClick={shoot}
          disabled={shooting || game.shotsLeft === 0}
          aria-busy={shooting || undefined}
          data-testid="duck-hunt-shoot"
        >
          {shooting ? t('shooting') : t('shoot')}
        </button>
        {game.shotsLeft === 0 && <p className={styles.muted}>{t('noShots')}</p>}
      </div>
    );

  return (
    <div className={duck.game} data-testid="duck-hunt-game">
      <div className={duck.sky} aria-hidden="true">
        {game.ducks.map((d, i) => (
          <span key={d.kind} className={`${duck.flyer} ${last?.duck.kind === d.kind ? duck.hit : ''}`} style={{ animationDelay: `${i * -1.7}s` }}>
            <DuckPicture kind={d.kind} />
          </span>
        ))}
      </div>
      <p className={duck.result} role="status" aria-live="polite" data-testid="duck-hunt-result">
        {last && t('result', { duck: t(`kinds.${last.duck.kind}`), points: points(last.duck.points), total: points(last.points) })}
        {refusal}
      </p>
      {play}
      <h3 className={styles.subTitle}>{t('prizes')}</h3>
      <ul className={duck.prizes}>
        {game.ducks.map((d) => (
          <li key={d.kind} className={duck.prize} data-testid="duck-hunt-prize" data-kind={d.kind}>
            <DuckPicture kind={d.kind} />
            <span className={duck.prizeName}>{t(`kinds.${d.kind}`)}</span>
            <strong className={duck.prizePoints}>{points(d.points)}</strong>
            <span className={styles.muted}>{t('chance', { chance: d.chance })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
