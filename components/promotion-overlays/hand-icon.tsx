/** An open hand raised for a high-five: the flying notification's icon. Decorative. */
export function HandIcon({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M11 2.5a1.5 1.5 0 0 1 3 0V10h.5V4a1.5 1.5 0 0 1 3 0v7h.5V6.5a1.5 1.5 0 0 1 3 0V14a8 8 0 0 1-8 8h-.6a7 7 0 0 1-5.6-2.8l-3.9-5.2a1.6 1.6 0 0 1 2.4-2.1L8 14.5V5a1.5 1.5 0 0 1 3 0v5h0z" />
    </svg>
  );
}
