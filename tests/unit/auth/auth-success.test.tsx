import { renderHook } from '@testing-library/react';
import { useAuthSuccess } from '@/components/auth/use-auth-success';

const replace = jest.fn();
const back = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace, back, push: jest.fn() }) }));
jest.mock('next-intl', () => ({ useLocale: () => 'en' }));
jest.mock('@/lib/client/session/session-store', () => ({ completeLogin: () => Promise.resolve() }));
jest.mock('@/components/auth/auth-frame', () => ({ useAuthFrame: () => ({ mode: 'page' }) }));

/** Logs in on /en/login with the given query and answers where the form sends the player. */
async function targetAfterLogin(query: string): Promise<string> {
  window.history.replaceState(null, '', `/en/login?${query}`);
  replace.mockClear();
  const { result } = renderHook(() => useAuthSuccess());
  await result.current();
  expect(replace).toHaveBeenCalledTimes(1);
  return replace.mock.calls[0]![0] as string;
}

describe('the login form after success', () => {
  it('goes to the guarded page the visitor came from', async () => {
    expect(await targetAfterLogin('redirect=%2Fen%2Fcashbox')).toBe('/en/cashbox');
  });

  it.each(['redirect=%2F%09%5Cevil.example', 'redirect=%2F%0A%2Fevil.example', 'redirect=%2F%2Fevil.example', 'redirect=%2F%252F%2Fevil.example', 'redirect=https%3A%2F%2Fevil.example'])(
    'never leaves the site for %s: the player lands on the main page',
    async (query) => {
      const target = await targetAfterLogin(query);
      expect(target).toBe('/en');
      expect(new URL(target, window.location.href).origin).toBe(window.location.origin);
    },
  );
});
