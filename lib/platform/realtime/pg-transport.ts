import 'server-only';
import type { Pool, PoolClient } from 'pg';
import { deliverLocally, type BusTransport, type RealtimeMessage } from './bus';

const CHANNEL = 'croupier_events';
/** NOTIFY payloads are limited to 8000 bytes; larger messages are delivered locally only. */
const MAX_PAYLOAD = 7900;

/**
 * Fans bus messages out to every instance through Postgres LISTEN/NOTIFY, so a bet placed on
 * one instance updates a socket connected to another. Reconnects the listener after a drop.
 */
export async function createPgTransport(connectionString: string): Promise<{ transport: BusTransport; close: () => Promise<void> }> {
  const { Pool: PgPool } = await import('pg');
  const pool: Pool = new PgPool({ connectionString, max: 2 });
  let listener: PoolClient | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    if (closed) return;
    try {
      listener = await pool.connect();
      listener.on('notification', (n) => {
        if (n.channel !== CHANNEL || !n.payload) return;
        try {
          const { room, message } = JSON.parse(n.payload) as { room: string; message: RealtimeMessage };
          deliverLocally(room, message);
        } catch (error) {
          console.error('realtime: bad notification', error);
        }
      });
      listener.on('error', () => {
        listener?.release(true);
        listener = null;
        setTimeout(() => void listen(), 1000);
      });
      await listener.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      console.error('realtime: LISTEN failed, retrying', error);
      setTimeout(() => void listen(), 1000);
    }
  }
  await listen();

  const transport: BusTransport = {
    async send(room, message) {
      const payload = JSON.stringify({ room, message });
      if (Buffer.byteLength(payload) > MAX_PAYLOAD) {
        deliverLocally(room, message);
        return;
      }
      await pool.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
  };
  return {
    transport,
    async close() {
      closed = true;
      listener?.release();
      await pool.end();
    },
  };
}
