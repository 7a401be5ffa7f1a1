import type { ReactNode } from 'react';
import { siteLayout } from '@/components/pages/routes/site-layout';

// The shared shell (header, sidebar, footer) of the guest variant.
export default function Layout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return siteLayout('guest', props);
}
