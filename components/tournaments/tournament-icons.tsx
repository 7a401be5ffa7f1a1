/** The two pictures only tournaments use: the series leader's crown and the compoint coin (decorative: their text is beside them). */
export function CrownIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 7l4.5 4L12 4l4.5 7L21 7l-2 12H5L3 7zm2.8 14h12.4v1.6H5.8z" />
    </svg>
  );
}

export function CoinIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path fill="var(--color-on-gold)" d="M13.6 7.2c1.4 0 2.6.5 3.4 1.3l-1.3 1.4a3.2 3.2 0 0 0-2.1-.8c-1.8 0-3 1.3-3 2.9s1.2 2.9 3 2.9c.8 0 1.5-.3 2.1-.8l1.3 1.4a4.9 4.9 0 0 1-3.4 1.3c-2.9 0-5-2-5-4.8s2.1-4.8 5-4.8z" />
    </svg>
  );
}
