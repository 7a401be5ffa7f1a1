/** @jest-environment node */
import { REALTIME_LIMITS, socketsPerAddress } from '@/lib/platform/realtime/realtime-limits';

/** The operator's sockets-per-address cap: a whole number of at least one, or the default. */
it('reads WS_SOCKETS_PER_ADDRESS when it is a whole number of at least one, else keeps the default', () => {
  expect(socketsPerAddress({})).toBe(REALTIME_LIMITS.socketsPerAddress);
  expect(socketsPerAddress({ WS_SOCKETS_PER_ADDRESS: ' 200 ' })).toBe(200);
  for (const bad of ['0', '-3', '2.5', 'many', '']) expect(socketsPerAddress({ WS_SOCKETS_PER_ADDRESS: bad })).toBe(REALTIME_LIMITS.socketsPerAddress);
});
