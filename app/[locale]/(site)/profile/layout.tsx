import type { ReactNode } from 'react';
import { profileLayout } from '@/components/profile/routes/profile-layout';

// The profile's frame (player header, tabs, contact verification modal); body in components/profile.
export default function Layout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return profileLayout(props);
}
