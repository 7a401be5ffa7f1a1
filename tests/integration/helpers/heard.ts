import { userRoom } from '@/lib/domain/realtime/realtime-events';
import { onMessage, type RealtimeMessage } from '@/lib/platform/realtime/bus';

/** Records what the bus sends to the player's room while `work` runs. */
export async function heard(p: { hash: string }, work: () => Promise<unknown>): Promise<RealtimeMessage[]> {
  const seen: RealtimeMessage[] = [];
  const stop = onMessage((room, message) => {
    if (room === userRoom(p.hash)) seen.push(message);
  });
  try {
    await work();
  } finally {
    stop();
  }
  return seen;
}
