import { getFormatter, getTranslations } from 'next-intl/server';
import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import type { GameLanding } from '@croupier/platform/seo/game-landing';
import styles from './game-about.module.css';

type Formatter = Awaited<ReturnType<typeof getFormatter>>;

/** The RTP as the page and its description write it ("95.5%", "95,5 %"). */
export function formatRtp(format: Formatter, rtp: number): string {
  return format.number(rtp, { style: 'percent', maximumFractionDigits: 1 });
}

/**
 * The game page's text about its game (provider, kind, RTP, demo, how to play), rendered on
 * the server from catalogue data so it is complete without JavaScript and the same for every
 * visitor. No links on purpose: it sits between the game's toolbar and its frame in Tab order
 * (the frame follows <main>), and keyboard users go from the toolbar straight to the game.
 */
export async function GameAbout({ game, landing, locale }: { game: GameDto; landing: GameLanding; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'gamePage' }), getFormatter({ locale })]);
  const rtp = formatRtp(format, landing.rtp);
  const demo = game.has_demo_mode ? 'yes' : 'no';
  const facts: [string, string][] = [
    [t('factProvider'), game.producer.name],
    [t('factKind'), t('kind', { kind: landing.kind })],
    [t('factRtp'), rtp],
    [t('factDemo'), game.has_demo_mode ? t('demoYes') : t('demoNo')],
    [t('factBonus'), game.allow_bonus_balance ? t('bonusYes') : t('bonusNo')],
  ];

  return (
    <section className={styles.about} aria-labelledby="game-about-title" data-testid="game-about">
      <h2 id="game-about-title" className={styles.title}>
        {t('aboutTitle', { name: game.name })}
      </h2>
      <p>{t('intro', { name: game.name, producer: game.producer.name, kind: landing.kind, demo })}</p>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{t('rtpText', { rtp })}</p>
      <h3 className={styles.subtitle}>{t('howTitle')}</h3>
      <p>{t('how', { kind: landing.kind })}</p>
      <h3 className={styles.subtitle}>{t('demoTitle')}</h3>
      <p>{t('demoText', { demo })}</p>
      <p className={styles.note}>{t('responsible')}</p>
    </section>
  );
}
