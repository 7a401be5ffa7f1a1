import 'server-only';
import { notFound, refusalAnswer } from './errors';
import { errorResponse } from './respond';

/**
 * The answer to an API path no route claims (the catch-alls app/json-api/[[...rest]] and
 * app/api/[[...rest]], every method): the API's own 404 `not_found`, never Next's HTML page.
 */
export async function unknownRoute(): Promise<Response> {
  const answer = refusalAnswer(notFound());
  return errorResponse(answer.status, answer.body, answer.headers);
}

/** Every method of the catch-all routes, re-exported by both route files. */
export { unknownRoute as GET, unknownRoute as HEAD, unknownRoute as POST, unknownRoute as PUT, unknownRoute as PATCH, unknownRoute as DELETE, unknownRoute as OPTIONS };
