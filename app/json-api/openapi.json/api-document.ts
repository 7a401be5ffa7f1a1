import { openApiDocument, type OpenApiDocument } from '@croupier/platform/api-description/openapi-document';
import { handle } from '@croupier/platform/http';
import { ROUTE_MODULES } from './route-modules';

/** The file of GET /json-api/openapi.json, which describes itself too. */
export const OPENAPI_ROUTE_FILE = 'app/json-api/openapi.json/route.ts';

let document: OpenApiDocument | null = null;

/** The description of every JSON call, built once per process: it is read from code, which a running server does not change. */
export function apiDocument(): OpenApiDocument {
  return (document ??= openApiDocument([...ROUTE_MODULES, { file: OPENAPI_ROUTE_FILE, exports: { GET: openApiCall } }]));
}

/**
 * GET /json-api/openapi.json. Made here rather than in its route file so that the document can
 * name it without the route file importing itself through the list of routes.
 */
export const openApiCall = handle(async () => apiDocument(), {
  cache: 'public',
  duringMaintenance: true,
  summary: 'This description of the JSON API (OpenAPI 3.1); the readable page is /developers/api',
});
