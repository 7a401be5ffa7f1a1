import { cache } from 'react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/lib/domain/locales';
import { loadStudioSession } from '@croupier/platform/games/studio-session';
import { getDb } from '@croupier/platform/db/client';
import { StudioGame } from '@/components/studio/studio-game';
import { RouteMessages } from '@/i18n/client-messages';

/**
 * The studio game page, /studio/[slug]?token=…: what the site's game frame (or, for a redirect
 * game, the whole window) loads. The run token alone identifies the session and its balance;
 * the page shows no site chrome and reads no site session of its own.
 */

// Every request opens a live game session (balance, run token): never cached, never prerendered.
export const dynamic = 'force-dynamic';

interface StudioPageProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** One session load per request, shared by the metadata and the page. */
const loadView = cache(async (token: string) => loadStudioSession(await getDb(), token));

async function resolve({ params, searchParams }: StudioPageProps) {
  const [{ locale, slug }, query] = await Promise.all([params, searchParams]);
  if (!isLocale(locale)) notFound();
  const token = typeof query.token === 'string' ? query.token : '';
  // A token is an opaque server-made string; anything empty or huge is not one.
  const view = token && token.length <= 256 ? await loadView(token) : null;
  // The slug is only the readable part of the address: the token decides the game, and must agree.
  if (!view || view.game.slug !== slug) notFound();
  return { locale, view };
}

export async function generateMetadata(props: StudioPageProps): Promise<Metadata> {
  const { view } = await resolve(props);
  return { title: view.game.name, robots: { index: false, follow: false } };
}

export default async function StudioPage(props: StudioPageProps) {
  const { locale, view } = await resolve(props);
  setRequestLocale(locale);
  return <RouteMessages><StudioGame view={view} /></RouteMessages>;
}
