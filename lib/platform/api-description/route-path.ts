import 'server-only';

/** A route file of the JSON API, as the static list beside the openapi route names it. */
export interface RouteModule {
  /** The file, from the project root: `app/json-api/v2/games/[slug]/route.ts`. */
  file: string;
  /** The module's exports (GET, POST … and Next's segment config). */
  exports: Readonly<Record<string, unknown>>;
}

/** The methods a route module may export that the description covers (OPTIONS and HEAD are the server's). */
export const DESCRIBED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type DescribedMethod = (typeof DESCRIBED_METHODS)[number];

export interface ApiPath {
  /** `/json-api/v2/games/{slug}`: the URL path with OpenAPI's templates for Next's `[segment]` folders. */
  path: string;
  /** The template names, in order. */
  params: string[];
}

/**
 * The URL path a route file answers: its folders under `app/`, a `[name]` folder becoming
 * `{name}`. Route groups `(…)` and catch-alls are not API paths and are refused.
 */
export function apiPathOf(file: string): ApiPath {
  const match = /^app\/(.+)\/route\.ts$/.exec(file);
  if (!match?.[1]) throw new Error(`not a route file: ${file}`);
  const params: string[] = [];
  const segments = match[1].split('/').map((segment) => {
    if (segment.startsWith('(') || segment.startsWith('[[') || segment.startsWith('[...')) throw new Error(`no API path: ${file}`);
    const param = /^\[([A-Za-z_][A-Za-z0-9_]*)\]$/.exec(segment)?.[1];
    if (!param) return segment;
    params.push(param);
    return `{${param}}`;
  });
  return { path: `/${segments.join('/')}`, params };
}
