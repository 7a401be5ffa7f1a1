import type { ReactNode } from 'react';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';
import { SiteShell } from '@/components/layout/site-shell';
import { enterLocale } from '@/components/page-data/data';
import type { L, Params } from '@/app/[locale]/_page/page-params';

/** A variant's layout: the shared shell; the guest variant passes its game frame host (its layout's own import). */
export async function siteLayout(variant: SiteVariant, { params, children }: Params<L> & { children: ReactNode }, frameHost?: ReactNode) {
  const { locale } = await params;
  return (
    <SiteShell locale={enterLocale(locale)} variant={variant} frameHost={frameHost}>
      {children}
    </SiteShell>
  );
}
