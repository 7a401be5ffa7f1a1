import type { ComponentType } from 'react';
import type { SiteVariant } from '@/lib/domain/routing/site-paths';

/** What a page of both variants takes: Next's params, and the variant its guest copy sets. */
export type VariantPageProps<T> = { params: Promise<T>; variant?: SiteVariant };

/**
 * The guest variant of a main page (app/[locale]/guest/…): the same page with `variant: 'guest'`.
 * The guest page re-exports the main page's metadata, which names the main path, so the guest
 * copy's canonical points to the main page.
 */
export function guestPage<T>(Page: ComponentType<VariantPageProps<T>>) {
  return function GuestPage({ params }: { params: Promise<T> }) {
    return <Page params={params} variant="guest" />;
  };
}
