export { ApiError, badRequest, isApiError, notFound } from './errors';
export { handle, pathSlug, found, type ApiContext, type ApiHandler, type RouteContext, type HandleOptions } from './handle';
export { jsonResponse, errorResponse, PUBLIC_CACHE_CONTROL, type CachePolicy } from './respond';
