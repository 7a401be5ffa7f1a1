import { offerRewrite, takeGiftPath } from '@/lib/domain/gifts/take-gift-path';

/** /take/gift's offers (lib/domain/gifts/take-gift-path.ts): the path of each, and what proxy.ts rewrites `?offer=` to. */
const q = (search: string) => new URLSearchParams(search);

it('the default offer is the plain page, another one its own path', () => {
  expect(takeGiftPath('welcome-gift')).toBe('/take/gift');
  expect(takeGiftPath('spring-spins')).toBe('/take/gift/spring-spins');
});

it('rewrites ?offer= of /take/gift to the offer’s path, and nothing else', () => {
  expect(offerRewrite('/take/gift', q('offer=spring-spins'))).toBe('/take/gift/spring-spins');
  expect(offerRewrite('/take/gift', q('offer=spring-spins&utm=x'))).toBe('/take/gift/spring-spins');
  // A malformed slug still goes to the path form, whose page answers 404 (encoded: it stays one segment).
  expect(offerRewrite('/take/gift', q('offer=../../x y'))).toBe('/take/gift/..%2F..%2Fx%20y');
  // The default offer, an empty or missing query: the plain (cached) page.
  expect(offerRewrite('/take/gift', q('offer=welcome-gift'))).toBeNull();
  expect(offerRewrite('/take/gift', q('offer='))).toBeNull();
  expect(offerRewrite('/take/gift', q(''))).toBeNull();
  expect(offerRewrite('/games/slots', q('offer=spring-spins'))).toBeNull();
  expect(offerRewrite('/take/gift/x', q('offer=spring-spins'))).toBeNull();
});
