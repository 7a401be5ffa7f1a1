import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import type { Locale } from '@/lib/domain/locales';
import { jsonApi, JsonApiError } from '@/lib/client/json-api';
import type { StageGame } from './game-stage';

/**
 * What the /guest stage knows of a game once its link is clicked: the link only names the slug,
 * so the catalogue's facts (name, producer, demo, bonus rule) come from
 * GET /json-api/v2/games/{slug}, a public, cacheable answer. Found and missing games are kept for
 * the tab's life (per language); a failed call is not, so "try again" asks again.
 */
export type GameFacts = { kind: 'found'; game: StageGame } | { kind: 'missing' } | { kind: 'failed' };

const known = new Map<string, GameFacts>();
const key = (slug: string, locale: Locale) => `${locale}:${slug}`;

function stageGameOf(dto: GameDto): StageGame {
  return {
    slug: dto.slug,
    name: dto.name,
    preview: dto.preview,
    producer: dto.producer?.name ?? '',
    allowBonusBalance: dto.allow_bonus_balance === true,
    hasDemo: dto.has_demo_mode === true,
    disabled: dto.disabled === true,
  };
}

export function knownGameFacts(slug: string, locale: Locale): GameFacts | undefined {
  return known.get(key(slug, locale));
}

export async function loadGameFacts(slug: string, locale: Locale): Promise<GameFacts> {
  const cached = knownGameFacts(slug, locale);
  if (cached) return cached;
  let facts: GameFacts;
  try {
    const answer = await jsonApi<{ data?: { data?: GameDto } }>(`/json-api/v2/games/${encodeURIComponent(slug)}`, { locale });
    const dto = answer?.data?.data;
    facts = dto && typeof dto.slug === 'string' && typeof dto.name === 'string' ? { kind: 'found', game: stageGameOf(dto) } : { kind: 'failed' };
  } catch (error) {
    if (error instanceof JsonApiError && error.status === 404) {
      // Spec §2's missing game route, met through a link of a page cached before the game left.
      console.warn(`game frame: no active game "${slug}"`);
      facts = { kind: 'missing' };
    } else {
      console.error(`game facts ${slug} failed`, error);
      return { kind: 'failed' };
    }
  }
  if (facts.kind !== 'failed') known.set(key(slug, locale), facts);
  return facts;
}

/** Tests: forget what was loaded. */
export function forgetGameFacts(): void {
  known.clear();
}
