/** @jest-environment node */
import { CLIENT_ADDRESS_HEADER, clientAddress } from '@/lib/platform/http/client-address';

const reader = (headers: Record<string, string>) => (name: string) => headers[name];

describe('client address (one rule for the page budget and the API throttles)', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it('is the TCP peer the custom server stamped, and a client-written X-Forwarded-For is ignored', () => {
    expect(clientAddress(reader({ [CLIENT_ADDRESS_HEADER]: '198.51.100.7', 'x-forwarded-for': '203.0.113.1' }))).toBe('198.51.100.7');
  });

  it('is unknown (null) outside the custom server, so no shared bucket exists', () => {
    expect(clientAddress(reader({ 'x-forwarded-for': '203.0.113.1' }))).toBeNull();
  });

  it('behind TRUST_PROXY proxies is the entry that many places from the right', () => {
    process.env.TRUST_PROXY = '1';
    expect(clientAddress(reader({ [CLIENT_ADDRESS_HEADER]: '10.0.0.2', 'x-forwarded-for': '1.1.1.1, 203.0.113.9' }))).toBe('203.0.113.9');
    process.env.TRUST_PROXY = '2';
    expect(clientAddress(reader({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.0.0.3' }))).toBe('203.0.113.9');
    // A request that reached us without passing a proxy has no header: the peer it is.
    expect(clientAddress(reader({ [CLIENT_ADDRESS_HEADER]: '10.0.0.2' }))).toBe('10.0.0.2');
  });
});
