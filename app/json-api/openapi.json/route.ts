import { openApiCall } from './api-document';

export const dynamic = 'force-dynamic';

/** The OpenAPI 3.1 description of every JSON call, generated from the routes' declarations (api-document.ts). */
export const GET = openApiCall;
