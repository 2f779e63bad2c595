import { describe, expect, it } from 'vitest';
import { clientAddressOf, proxyTrust } from './client-address.js';

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff });

describe('clientAddressOf (the app behind plain next start or a proxy)', () => {
  it('given proxies that append, when the client wrote entries of its own on the left, then the first untrusted entry from the right is the client', () => {
    const trust = proxyTrust(['loopback', '10.0.0.0/8']);
    expect(clientAddressOf(headers('198.51.100.9, 203.0.113.7, 10.1.2.3'), trust)).toBe('203.0.113.7');
    expect(clientAddressOf(headers('203.0.113.7, 127.0.0.1'), trust)).toBe('203.0.113.7');
  });

  it('given no trusted proxy, then the rightmost entry is the client (the one the thin server or the proxy wrote)', () => {
    expect(clientAddressOf(headers('198.51.100.9, 203.0.113.7'), proxyTrust([]))).toBe('203.0.113.7');
  });

  it('given only trusted entries, then the leftmost; given no header or a blank one, then unknown', () => {
    const trust = proxyTrust(['loopback']);
    expect(clientAddressOf(headers('127.0.0.1'), trust)).toBe('127.0.0.1');
    expect(clientAddressOf(headers(), trust)).toBe('unknown');
    expect(clientAddressOf(headers(' , '), trust)).toBe('unknown');
  });
});
