import type { PaymentSystemDto } from '@/lib/domain/cashbox-types';

type IconKind = PaymentSystemDto['icon'];

/** The picture of a payment method kind, drawn in SVG (no image files, no text in the art). */
export function MethodIcon({ kind, className }: { kind: IconKind; className?: string }) {
  return (
    <svg viewBox="0 0 44 30" className={className} aria-hidden="true" focusable="false" fill="none">
      {kind === 'card' && (
        <>
          <rect x="2" y="3" width="40" height="24" rx="4" fill="currentColor" opacity="0.18" stroke="currentColor" strokeWidth="1.6" />
          <rect x="2" y="9" width="40" height="4" fill="currentColor" opacity="0.75" />
          <rect x="7" y="18" width="8" height="5" rx="1.2" fill="currentColor" />
          <path d="M19 21h12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" opacity="0.7" />
        </>
      )}
      {kind === 'sbp' && (
        // Fast payments: two arrows passing each other across a phone-sized frame.
        <>
          <rect x="13" y="1.5" width="18" height="27" rx="3.5" stroke="currentColor" strokeWidth="1.6" fill="currentColor" fillOpacity="0.12" />
          <path d="M4 11h18m0 0-4-4m4 4-4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M40 19H22m0 0 4-4m-4 4 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </>
      )}
      {kind === 'wallet' && (
        <>
          <path d="M6 8.5 28 3.5a2 2 0 0 1 2.4 1.6L31 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          <rect x="4" y="8" width="34" height="19" rx="4" fill="currentColor" fillOpacity="0.18" stroke="currentColor" strokeWidth="1.6" />
          <path d="M38 13h-8a4.5 4.5 0 0 0 0 9h8z" fill="currentColor" opacity="0.75" />
          <circle cx="30.5" cy="17.5" r="1.8" fill="var(--color-bg-deep)" />
        </>
      )}
      {kind === 'crypto' && (
        // A coin with a hexagonal chain link: no currency letter, which would be text.
        <>
          <circle cx="22" cy="15" r="12.5" fill="currentColor" fillOpacity="0.18" stroke="currentColor" strokeWidth="1.6" />
          <path d="m22 7 7 4v8l-7 4-7-4v-8z" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <path d="m15 11 7 4 7-4M22 15v8" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round" opacity="0.8" />
        </>
      )}
    </svg>
  );
}
