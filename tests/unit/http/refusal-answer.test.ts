/** @jest-environment node */
import { DomainError, domainError, isDomainError } from '@/lib/domain/domain-error';
import { ApiError, isRefusal, refusalAnswer, withExtra } from '@/lib/platform/http/errors';

describe('refusalAnswer', () => {
  it('maps each kind of DomainError to its status', () => {
    const statuses = {
      invalid: 400,
      unauthenticated: 401,
      forbidden: 403,
      not_found: 404,
      conflict: 409,
      rate_limited: 429,
      unavailable: 503,
    } as const;
    for (const [kind, status] of Object.entries(statuses)) {
      expect(refusalAnswer(new DomainError(kind as keyof typeof statuses, [{ code: 'not_found' }])).status).toBe(status);
    }
  });

  it('answers { ...details, errors } and Retry-After for a rate limit', () => {
    const error = domainError('rate_limited', 'too_many_attempts', undefined, { details: { retry_after: 30 }, retryAfterSeconds: 30 });
    const answer = refusalAnswer(error);
    expect(answer.status).toBe(429);
    expect(JSON.stringify(answer.body)).toBe('{"retry_after":30,"errors":[{"code":"too_many_attempts"}]}');
    expect(answer.headers).toEqual({ 'Retry-After': '30' });
  });

  it('keeps the field and sends no header without a wait', () => {
    const answer = refusalAnswer(domainError('invalid', 'email_taken', 'email'));
    expect(answer).toEqual({ status: 400, body: { errors: [{ code: 'email_taken', field: 'email' }] }, headers: {} });
  });

  it('answers an ApiError as before', () => {
    const answer = refusalAnswer(new ApiError(413, [{ code: 'payload_too_large' }], { extra: { a: 1 }, headers: { X: 'y' } }));
    expect(answer).toEqual({ status: 413, body: { a: 1, errors: [{ code: 'payload_too_large' }] }, headers: { X: 'y' } });
  });

  it('adds body fields with withExtra, keeping the kind and the wait', () => {
    const error = withExtra(domainError('rate_limited', 'too_many_attempts', undefined, { retryAfterSeconds: 5 }), { message: 'm' });
    expect(isDomainError(error)).toBe(true);
    expect(refusalAnswer(error)).toEqual({ status: 429, body: { message: 'm', errors: [{ code: 'too_many_attempts' }] }, headers: { 'Retry-After': '5' } });
  });
});

describe('isDomainError', () => {
  it('recognises a DomainError of another copy of lib/domain (the one compiled into the bundles) by its shape', () => {
    // What a DomainError built by another copy of the module looks like: same name and fields, another class.
    const foreign = Object.assign(new Error('x'), { name: 'DomainError', kind: 'not_found', errors: [{ code: 'not_found' }], details: {}, retryAfterSeconds: undefined });
    expect(foreign instanceof DomainError).toBe(false);
    expect(isDomainError(foreign)).toBe(true);
    expect(isRefusal(foreign) && refusalAnswer(foreign).status).toBe(404);
  });

  it('rejects look-alikes', () => {
    expect(isDomainError(new Error('x'))).toBe(false);
    expect(isDomainError({ name: 'DomainError', kind: 'teapot', errors: [{ code: 'x' }] })).toBe(false);
    expect(isDomainError({ name: 'DomainError', kind: 'invalid', errors: [] })).toBe(false);
    expect(isDomainError(null)).toBe(false);
  });
});
