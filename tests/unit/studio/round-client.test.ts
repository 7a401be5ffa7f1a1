import { postStudioRound, STUDIO_ROUNDS_PATH } from '@/components/studio/round-client';
import { newRoundId } from '@/components/studio/round-id';
import { closeGame } from '@/components/studio/frame-messages';
import { answerFor, balanceOf, mockFetch, slotSpin } from './fixtures';

const body = { runToken: 'tok', roundId: '5f0c7a8e-2b1d-4c3e-9f00-112233445566', bet: 20 };

describe('studio round client', () => {
  it('posts the round as JSON with the API conventions and returns the answer', async () => {
    const outcome = slotSpin(20, { win: false });
    const { fetchMock, bodies, headers } = mockFetch((sent) => ({ status: 200, body: { data: answerFor(sent, outcome, 1000) } }));
    const reply = await postStudioRound(body, 'it');
    expect(fetchMock).toHaveBeenCalledWith(STUDIO_ROUNDS_PATH, expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
    expect(bodies).toEqual([body]);
    expect(headers[0]).toEqual({ 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': 'it' });
    expect(reply).toEqual({ ok: true, answer: answerFor(body, outcome, 1000) });
  });

  it('reads a refusal with its code and, for insufficient funds, the balance', async () => {
    mockFetch({ status: 400, body: { errors: [{ code: 'insufficient_funds' }], balance: balanceOf(5) } });
    expect(await postStudioRound(body, 'ru')).toEqual({ ok: false, retryable: false, status: 400, code: 'insufficient_funds', balance: balanceOf(5) });
    mockFetch({ status: 409, body: { errors: [{ code: 'game_session_deactivated' }] } });
    expect(await postStudioRound(body, 'ru')).toMatchObject({ ok: false, retryable: false, status: 409, code: 'game_session_deactivated', balance: null });
  });

  it('treats a lost connection, a server error and an unreadable answer as retryable', async () => {
    mockFetch('network');
    expect(await postStudioRound(body, 'ru')).toEqual({ ok: false, retryable: true });
    mockFetch({ status: 503, body: { errors: [{ code: 'maintenance' }] } });
    expect(await postStudioRound(body, 'ru')).toEqual({ ok: false, retryable: true });
    mockFetch({ status: 200, body: { data: { nothing: true } } });
    expect(await postStudioRound(body, 'ru')).toEqual({ ok: false, retryable: true });
  });

  it('makes a fresh v4 UUID per round, also without crypto.randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newRoundId()).toMatch(uuid);
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { configurable: true, value: undefined });
    try {
      const a = newRoundId();
      expect(a).toMatch(uuid);
      expect(newRoundId()).not.toBe(a);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { configurable: true, value: original });
    }
  });
});

describe('closing a studio game', () => {
  it('goes to the exit URL of a game opened in the whole window, or else to the lobby', () => {
    const navigate = jest.fn();
    closeGame('/en/play/cherry-blaze', '/en', navigate);
    expect(navigate).toHaveBeenLastCalledWith('/en/play/cherry-blaze');
    closeGame(null, '/en', navigate);
    expect(navigate).toHaveBeenLastCalledWith('/en');
  });

  it('goes to the lobby when a stored exit URL would leave the site', () => {
    const navigate = jest.fn();
    closeGame('/\t\\evil.example', '/en', navigate);
    expect(navigate).toHaveBeenLastCalledWith('/en');
  });
});
