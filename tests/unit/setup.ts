import '@testing-library/jest-dom';
import { FakeWebSocket } from './realtime/fake-web-socket';

// A logged-in player starts the live connection (lib/client/realtime): unit tests get a socket
// that never opens by itself instead of jsdom's, which would dial ws://localhost/ws for real.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'WebSocket', { value: FakeWebSocket, configurable: true, writable: true });
}
