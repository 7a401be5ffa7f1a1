import type { GameDto } from '@/lib/domain/catalog/catalog-types';
import { jsonApi } from './json-api';

/** GET /json-api/v2/games (docs/API.md): one page of games with its totals. */
export interface GamesAnswer {
  data: { data: GameDto[]; meta: { page: number; limit: number; totalItems: number; pages: number } };
}

export interface GamesRequest {
  q?: string;
  categories?: readonly string[];
  producer?: string;
  page: number;
  limit: number;
}

export async function fetchGames(request: GamesRequest, options: { locale: string; signal?: AbortSignal }) {
  const answer = await jsonApi<GamesAnswer>('/json-api/v2/games', {
    query: {
      q: request.q,
      'filter[category][]': request.categories,
      'filter[producer]': request.producer,
      page: request.page,
      limit: request.limit,
    },
    locale: options.locale,
    signal: options.signal,
  });
  return answer.data;
}
