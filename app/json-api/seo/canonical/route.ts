import { getCanonicalHost } from '@/lib/platform/content/seo';
import { handle } from '@/lib/platform/http';

export const dynamic = 'force-dynamic';

export const GET = handle(async () => ({ data: { canonicalHost: await getCanonicalHost() } }), { cache: 'public' });
