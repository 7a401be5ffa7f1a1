import { act } from '@testing-library/react';
import { onAuthEvent } from '@/lib/client/session/auth-events';
import { completeLogin, getSessionState, startSession } from '@/lib/client/session/session-store';
import { FakeWebSocket } from '../realtime/fake-web-socket';
import { makeBalance, makeProfile, mockFetch } from '../contacts/test-helpers';

describe('the first login in a guest tab', () => {
  it('loads the player listeners before the login event, so they see it and the connection is open', async () => {
    const api = mockFetch();
    act(() => startSession()); // no auth hint cookie: a guest, nothing player-side loaded
    expect(getSessionState()).toEqual({ status: 'guest' });
    expect(FakeWebSocket.instances).toHaveLength(0);

    api.on('GET', '/json-api/users/profile', { body: { data: makeProfile({ hash: 'n3w' }) } });
    api.on('GET', '/json-api/users/balance', { body: { data: makeBalance() } });
    const socketsAtLogin: number[] = [];
    onAuthEvent('login', () => socketsAtLogin.push(FakeWebSocket.instances.length));
    await act(async () => completeLogin());

    expect(socketsAtLogin).toEqual([1]);
    const socket = FakeWebSocket.last!;
    act(() => socket.serverOpen());
    expect(socket.sent).toEqual([{ type: 'register', hash: 'n3w' }]);
  });
});
