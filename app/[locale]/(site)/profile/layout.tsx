import type { ReactNode } from 'react';
import { profileLayout } from './_route/profile-layout';

// The profile's frame (player header, tabs, contact verification modal); body in _route/profile-layout.tsx.
export default function Layout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return profileLayout(props);
}
