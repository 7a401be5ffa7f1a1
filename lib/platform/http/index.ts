import 'server-only';
export { ApiError, badRequest, isApiError, isRefusal, notFound, refusalAnswer, unauthorized, withExtra, type Refusal } from './errors';
export { handle, endpointRoute, endpointPreflight, pathSlug, pathId, found, type ApiContext, type ApiHandler, type RouteContext, type RouteHandler, type DeclaredRoute, type HandleOptions } from './handle';
export { describeCall, declarationOf, type RouteDeclaration, type RouteDescription, type DeclaredErrors } from './route-declaration';
export { jsonResponse, errorResponse, PUBLIC_CACHE_CONTROL, type CachePolicy } from './respond';
export { clientAddress, isSecureRequest } from './client-address';
