import Link from 'next/link';
import type { ContentBlockDto } from '@croupier/platform/content/content-blocks';
import type { Locale } from '@/lib/domain/locales';
import { sitePath, type SiteVariant } from '@/lib/domain/routing/site-paths';
import { ArtImage } from '@/components/ui/art-image';
import styles from './timed-block.module.css';

/**
 * The timed content block (spec §7 GET /json-api/content/current-block): the operator's message
 * of the moment, shown on the lobby only between its start and end (the lobby is regenerated at
 * most a minute apart, so it appears and goes within a minute of its window). Below the first
 * rows, not above them: it is never the page's largest paint. Drawn on the server, no script.
 */
export function TimedBlock({ block, locale, variant }: { block: ContentBlockDto; locale: Locale; variant: SiteVariant }) {
  const href = block.url ? (block.url.startsWith('/') ? sitePath(block.url, locale, variant) : block.url) : null;
  const body = (
    <>
      {block.image && (
        <span className={styles.picture}>
          <ArtImage src={block.image} alt="" fill />
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.title}>{block.title}</span>
        <span className={styles.body}>{block.body}</span>
      </span>
    </>
  );
  return (
    <section className={styles.block} aria-label={block.title} data-testid="timed-block" data-block={block.key}>
      {href ? (
        <Link href={href} prefetch={false} className={styles.card}>
          {body}
        </Link>
      ) : (
        <div className={styles.card}>{body}</div>
      )}
    </section>
  );
}
