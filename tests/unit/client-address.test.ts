/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { CLIENT_ADDRESS_HEADER, CLIENT_TLS_HEADER, clientAddress, isSecureRequest, stampConnection } from '@/lib/platform/http/client-address';

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

describe('https as the browser sees it (Secure cookies)', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it('is what the custom server saw on the socket, never what a client wrote', () => {
    expect(isSecureRequest(reader({ [CLIENT_TLS_HEADER]: '1' }))).toBe(true);
    expect(isSecureRequest(reader({ 'x-forwarded-proto': 'https' }))).toBe(false);
    expect(isSecureRequest(reader({}))).toBe(false);
  });

  it('follows X-Forwarded-Proto only from a trusted proxy: the entry TRUST_PROXY places from the right', () => {
    process.env.TRUST_PROXY = '1';
    expect(isSecureRequest(reader({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isSecureRequest(reader({ 'x-forwarded-proto': 'HTTPS' }))).toBe(true);
    expect(isSecureRequest(reader({ 'x-forwarded-proto': 'http' }))).toBe(false);
    // A proxy that appends: the client's own "https" stays on the left.
    expect(isSecureRequest(reader({ 'x-forwarded-proto': 'https, http' }))).toBe(false);
    process.env.TRUST_PROXY = '2';
    expect(isSecureRequest(reader({ 'x-forwarded-proto': 'https, http' }))).toBe(true);
  });

  it('the custom server stamps the peer and TLS, replacing what a client sent', () => {
    const plain = { socket: { remoteAddress: '198.51.100.7' }, headers: { [CLIENT_ADDRESS_HEADER]: '1.2.3.4', [CLIENT_TLS_HEADER]: '1' } } as unknown as IncomingMessage;
    stampConnection(plain);
    expect(plain.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.7');
    expect(plain.headers[CLIENT_TLS_HEADER]).toBeUndefined();
    const tls = { socket: { remoteAddress: '198.51.100.8', encrypted: true }, headers: {} } as unknown as IncomingMessage;
    stampConnection(tls);
    expect(tls.headers[CLIENT_TLS_HEADER]).toBe('1');
    const unknownPeer = { socket: {}, headers: { [CLIENT_ADDRESS_HEADER]: '1.2.3.4' } } as unknown as IncomingMessage;
    stampConnection(unknownPeer);
    expect(unknownPeer.headers[CLIENT_ADDRESS_HEADER]).toBeUndefined();
  });
});
