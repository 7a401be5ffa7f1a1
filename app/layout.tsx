import type { ReactNode } from 'react';

// The real document (html, body, providers) is app/[locale]/layout.tsx; this root only exists
// so that app/not-found.tsx has a layout (next-intl's recommended shape).
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
