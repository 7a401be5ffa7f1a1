import 'server-only';
import type { ApiErrorItemCode } from '@/lib/domain/api-errors';
import { apiErrorItemCodes } from '@/lib/platform/http/error-codes';
import { IDEMPOTENCY_BODY_FIELD, IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@/lib/domain/idempotency/idempotency';
import { SESSION_COOKIE } from '@/lib/platform/auth/session-cookie';
import { declarationOf, type RouteDeclaration } from '@/lib/platform/http/route-declaration';
import { API_TAGS, tagOf, type ApiTag } from './api-tags';
import { inputSchema, outputSchema, queryParameters, type JsonSchema } from './json-schema';
import { apiPathOf, DESCRIBED_METHODS, type DescribedMethod, type RouteModule } from './route-path';

export type HttpMethod = Lowercase<DescribedMethod>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiResponse {
  description: string;
  content?: { 'application/json': { schema: JsonSchema } };
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  /** The codes `{ errors: [{ code }] }` carries with this status. */
  'x-error-codes'?: ApiErrorItemCode[];
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  tags: ApiTag[];
  /** OpenAPI's alternatives: any one entry is enough; `{}` means no credentials. */
  security: Record<string, string[]>[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

export const ERROR_ANSWER_REF = '#/components/schemas/ErrorAnswer';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad request',
  401: 'No valid credentials: refresh the tokens once and retry',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Too large',
  429: 'Too many requests (Retry-After)',
  451: 'Barred in the caller’s region',
  503: 'Unavailable (maintenance or busy; Retry-After when it is known)',
};

const MUTATING = new Set<DescribedMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The refusals a call has by its options alone (handle.ts, call-guards.ts), besides the ones it declares. */
function impliedErrors(method: DescribedMethod, declaration: RouteDeclaration, hasPathParams: boolean): [number, ApiErrorItemCode][] {
  const errors: [number, ApiErrorItemCode][] = [[400, 'invalid_platform']];
  if (declaration.query) errors.push([400, 'invalid_query']);
  if (declaration.body) errors.push([400, 'invalid_json'], [400, 'json_too_complex'], [400, 'invalid_value'], [400, 'required'], [413, 'payload_too_large']);
  if (hasPathParams) errors.push([404, 'not_found']);
  if (declaration.auth || declaration.operator) errors.push([401, 'unauthorized']);
  if (declaration.operator) errors.push([404, 'not_found']);
  if (MUTATING.has(method) && declaration.csrf !== false) errors.push([403, 'csrf']);
  if (declaration.restrictedArea) errors.push([451, 'region_restricted']);
  if (declaration.idempotent) errors.push([409, 'idempotency_key_reused']);
  if (!declaration.duringMaintenance) errors.push([503, 'maintenance']);
  return errors;
}

function errorResponses(method: DescribedMethod, declaration: RouteDeclaration, hasPathParams: boolean): Record<string, OpenApiResponse> {
  const byStatus = new Map<number, ApiErrorItemCode[]>();
  const add = (status: number, code: ApiErrorItemCode) => {
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  };
  for (const [status, code] of impliedErrors(method, declaration, hasPathParams)) add(status, code);
  for (const [status, codes] of Object.entries(declaration.errors ?? {})) for (const code of codes ?? []) add(Number(status), code);
  const responses: Record<string, OpenApiResponse> = {};
  for (const status of [...byStatus.keys()].sort((a, b) => a - b)) {
    const codes = byStatus.get(status) ?? [];
    responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? 'Refused'}: ${codes.join(', ')}`,
      content: { 'application/json': { schema: { $ref: ERROR_ANSWER_REF } } },
      'x-error-codes': codes,
    };
  }
  return responses;
}

function security(declaration: RouteDeclaration): Record<string, string[]>[] {
  if (declaration.operator) return [{ operatorToken: [] }];
  const player: Record<string, string[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];
  if (declaration.auth === 'required') return player;
  if (declaration.auth === 'optional') return [{}, ...player];
  return [];
}

const COMMON_PARAMETERS: OpenApiParameter[] = [
  { name: 'platform', in: 'query', required: false, description: 'The caller’s platform (every call takes it).', schema: { type: 'string', enum: ['mobile', 'desktop'] } },
  { name: 'Accept-Language', in: 'header', required: false, description: 'The language of texts in the answer: ru (default), en or it.', schema: { type: 'string' } },
];

function operationOf(method: DescribedMethod, path: string, params: string[], declaration: RouteDeclaration, components: Record<string, JsonSchema>): OpenApiOperation {
  const operationId = `${method.toLowerCase()}${path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('')}`;
  const parameters: OpenApiParameter[] = params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (declaration.query) {
    for (const parameter of queryParameters(inputSchema(declaration.query, `${operationId}Query`, components))) parameters.push({ ...parameter, in: 'query' });
  }
  parameters.push(...COMMON_PARAMETERS);
  if (MUTATING.has(method) && declaration.csrf !== false) {
    parameters.push({
      name: 'X-Requested-With',
      in: 'header',
      required: false,
      description: 'XMLHttpRequest: required of a state-changing call that carries no bearer token (the CSRF rule).',
      schema: { type: 'string', const: 'XMLHttpRequest' },
    });
  }
  if (declaration.idempotent) {
    parameters.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description: 'A key per attempt (or the body’s requestId): a retry with the same key answers the first answer, with Idempotency-Replayed: true.',
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
    });
  }
  const success: OpenApiResponse = declaration.redirects
    ? { description: 'Redirect to the page that shows the outcome', headers: { Location: { description: 'Where the browser goes', schema: { type: 'string' } } } }
    : {
        description: declaration.cache === 'public' ? 'OK (the same for every caller of a language: cacheable)' : 'OK',
        content: { 'application/json': { schema: declaration.answer ? outputSchema(declaration.answer, `${operationId}Answer`, components) : { type: 'object' } } },
      };
  const operation: OpenApiOperation = {
    operationId,
    summary: declaration.summary ?? '',
    tags: [tagOf(path) ?? 'Operator and development'],
    security: security(declaration),
    parameters,
    responses: { [declaration.redirects ? '303' : '200']: success, ...errorResponses(method, declaration, params.length > 0) },
  };
  if (declaration.body) {
    operation.requestBody = { required: true, content: { 'application/json': { schema: inputSchema(declaration.body, `${operationId}Body`, components) } } };
  } else if (declaration.idempotent && method !== 'GET') {
    // A call with nothing to send but its key may send the key in the body instead of the header.
    const key = { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source };
    operation.requestBody = { required: false, content: { 'application/json': { schema: { type: 'object', properties: { [IDEMPOTENCY_BODY_FIELD]: key } } } } };
  }
  return operation;
}

/**
 * The OpenAPI 3.1 description of the JSON API, from the route modules themselves: each route
 * file gives its path (its folders), its methods (its exports) and, through the declaration
 * `handle()` attached to each handler, its credentials, schemas, summary and refusals.
 */
export function openApiDocument(routes: readonly RouteModule[]): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, JsonSchema> = {};
  for (const route of [...routes].sort((a, b) => a.file.localeCompare(b.file))) {
    const { path, params } = apiPathOf(route.file);
    for (const method of DESCRIBED_METHODS) {
      const handler = route.exports[method];
      if (handler === undefined) continue;
      const declaration = declarationOf(handler);
      if (!declaration) throw new Error(`${method} of ${route.file} was not made by handle()`);
      (paths[path] ??= {})[method.toLowerCase() as HttpMethod] = operationOf(method, path, params, declaration, schemas);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Croupier JSON API',
      version: '1',
      description:
        'The platform API behind the Croupier site, generated from the schemas the handlers parse. Flows, rules and examples: docs/API.md. A refusal answers `{ errors: [{ code, field? }] }` (field: the body or query parameter at fault), sometimes with more top-level fields named in docs/API.md.',
    },
    servers: [{ url: '/' }],
    tags: API_TAGS.map((tag) => ({ name: tag.name, description: tag.description })),
    paths,
    components: {
      schemas: {
        ErrorAnswer: {
          type: 'object',
          required: ['errors'],
          properties: { errors: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/ErrorItem' } } },
        },
        ErrorItem: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', enum: [...apiErrorItemCodes()] }, field: { type: 'string' } },
        },
        ...schemas,
      },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of POST /json-api/login (15 minutes; renewed by POST /json-api/token/refresh).' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The browser’s sealed session cookie, set by the login calls.' },
        operatorToken: { type: 'http', scheme: 'bearer', description: 'The deployment’s OPERATOR_TOKEN; without one set, the operator’s calls answer 404.' },
      },
    },
  };
}
