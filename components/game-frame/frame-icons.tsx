import type { SVGProps } from 'react';

/** The frame's own icons (the shared set in components/ui/icons.tsx has close and play). */
export function MinimizeIcon({ size = 20, ...rest }: SVGProps<SVGSVGElement> & { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...rest}>
      <path d="M5 19h14M8 12l4 4 4-4M12 4v12" />
    </svg>
  );
}
