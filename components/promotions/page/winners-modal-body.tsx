import { ArtImage } from '@/components/ui/art-image';
import button from '@/components/ui/button.module.css';
import styles from './promotion-page.module.css';

export interface WinnerEntry {
  key: string;
  name: string;
  prize: string;
}

/** The grid of winner names with their prizes: on the page and in the modal. */
export function WinnerNames({ entries }: { entries: WinnerEntry[] }) {
  return (
    <ul className={styles.nameGrid}>
      {entries.map((e) => (
        <li key={e.key} className={styles.nameCell}>
          <strong>{e.name}</strong>
          <span className={styles.muted}>{e.prize}</span>
        </li>
      ))}
    </ul>
  );
}

/** The winners modal's body (the modal's own title is "Winners"): head image, subtitle, the names' grid, close. */
export function WinnersModalBody({ image, subtitle, entries, closeLabel, close }: { image: string; subtitle: string; entries: WinnerEntry[]; closeLabel: string; close: () => void }) {
  return (
    <div className={styles.winnersModal} data-testid="promo-winners-modal">
      <ArtImage src={image} alt="" width={800} height={400} className={styles.winnersHead} />
      <p className={styles.lead}>{subtitle}</p>
      <WinnerNames entries={entries} />
      <button type="button" className={`${button.button} ${button.gold} ${styles.selfCenter}`} onClick={close}>
        {closeLabel}
      </button>
    </div>
  );
}
