/** @jest-environment node */
import { PieceAssembler, splitPayload } from '@/lib/platform/realtime/pg-transport';

/** How pg-transport.ts cuts a message too large for one NOTIFY, and puts it back together. */
const ID = '123e4567-e89b-42d3-a456-426614174000';

describe('pieces of a large real-time message', () => {
  it('cuts on character boundaries, each piece under the NOTIFY limit, and joins back exactly', () => {
    const payload = JSON.stringify({ room: 'r', message: { type: 't', text: 'я🎰"\\'.repeat(5000) } });
    const pieces = splitPayload(payload, ID);
    expect(pieces.length).toBeGreaterThan(3);
    for (const piece of pieces) {
      expect(Buffer.byteLength(piece)).toBeLessThan(8000);
      expect(piece).not.toContain('\uFFFD');
    }
    const assembler = new PieceAssembler();
    const shuffled = [...pieces].reverse();
    const results = shuffled.map((piece) => assembler.receive(piece, 0));
    expect(results.slice(0, -1).every((r) => r === null)).toBe(true);
    expect(results.at(-1)).toBe(payload);
    expect(assembler.waiting).toBe(0);
  });

  it('passes whole payloads through and ignores a repeated piece', () => {
    const assembler = new PieceAssembler();
    expect(assembler.receive('{"room":"r","message":{"type":"t"}}', 0)).toBe('{"room":"r","message":{"type":"t"}}');
    const [first = '', second = ''] = splitPayload('x'.repeat(9000), ID);
    expect(assembler.receive(first, 0)).toBeNull();
    expect(assembler.receive(first, 0)).toBeNull();
    expect(assembler.receive(second, 0)).toBe('x'.repeat(9000));
  });

  it('drops a message whose pieces stopped coming, and refuses a malformed header', () => {
    const assembler = new PieceAssembler();
    const [first = ''] = splitPayload('y'.repeat(9000), ID);
    assembler.receive(first, 0);
    expect(assembler.waiting).toBe(1);
    const [other = ''] = splitPayload('z'.repeat(9000), '223e4567-e89b-42d3-a456-426614174000');
    assembler.receive(other, 61_000);
    expect(assembler.waiting).toBe(1);
    expect(() => assembler.receive('~nope', 0)).toThrow('malformed piece header');
  });
});
