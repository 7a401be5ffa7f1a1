import type { ReactNode } from 'react';
import { getServerConfig } from '@croupier/platform/content/server-config';
import { getDb } from '@croupier/platform/db/client';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_page/page-params';
import { ContactVerificationRoot } from '@/components/contacts/contact-verification-root';
import { ProfileFrame } from '@/components/profile/profile-frame';
import { RouteMessages } from '@/i18n/client-messages';

/**
 * The profile's frame (player header, tabs): the same HTML for everyone (ISR), the player's part
 * filled in the browser. The contact verification modal is mounted here with the support links
 * of the server config (its ReachedLimit step points to them).
 */
export default async function ProfileLayout({ params, children }: Params<L> & { children: ReactNode }) {
  enterLocale((await params).locale);
  const config = await getServerConfig(await getDb());
  return (
    <RouteMessages>
      <ProfileFrame>{children}</ProfileFrame>
      <ContactVerificationRoot support={config.messengerLinks} />
    </RouteMessages>
  );
}
