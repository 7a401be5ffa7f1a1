import type { ReactNode } from 'react';
import type { SiteVariant } from '@/lib/domain/site-paths';
import { SiteShell } from '@/components/layout/site-shell';
import { enterLocale } from '../data';
import type { L, Params } from './route-params';

export async function siteLayout(variant: SiteVariant, { params, children }: Params<L> & { children: ReactNode }) {
  const { locale } = await params;
  return (
    <SiteShell locale={enterLocale(locale)} variant={variant}>
      {children}
    </SiteShell>
  );
}
