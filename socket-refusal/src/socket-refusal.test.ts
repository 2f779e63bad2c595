import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerClientError, endWithMessage, responseStarted } from './socket-refusal.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Starts a real Node HTTP server on a free loopback port with `answerClientError` on `clientError`. */
async function start(handler: Parameters<typeof createServer>[1] = (_req, res) => res.end('ok')): Promise<number> {
  server = createServer({ maxHeaderSize: 1024 }, handler);
  server.on('clientError', (error: Error & { code?: string }, socket) => answerClientError(error, socket));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Sends `raw` bytes and reads everything the server answers until it closes. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the socket-level refusal (docs/requirements.md#security "Malformed input")', () => {
  it('given malformed HTTP, then 400 with a JSON message naming Node’s code, and the connection closed', async () => {
    const port = await start();
    const answer = await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer).toContain('Content-Type: application/json; charset=utf-8\r\n');
    expect(answer).toContain('Connection: close\r\n');
    expect(answer.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'The request is not valid HTTP (HPE_INVALID_HEADER_TOKEN).' }));
  });

  it('given headers over the limit, then 431 with its message', async () => {
    const port = await start();
    const answer = await exchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(4096)}\r\n\r\n`);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.split('\r\n\r\n')[1]).toBe(JSON.stringify({ message: 'The request headers are too large.' }));
  });

  it('given a server’s own answer, then it writes its body and headers through it', async () => {
    server = createServer((_req, res) => res.end('ok'));
    server.on('clientError', (error: Error & { code?: string }, socket) =>
      answerClientError(error, socket, (s, status, message) => endWithMessage(s, status, message, { 'X-Content-Type-Options': 'nosniff' })),
    );
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const answer = await exchange((server.address() as AddressInfo).port, 'NOT HTTP\r\n\r\n');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer).toContain('X-Content-Type-Options: nosniff\r\n');
  });

  it('states Node’s private API it leans on: socket._httpMessage is the response on the socket, headersSent once it began', async () => {
    const seen: boolean[] = [];
    const port = await start((req, res) => {
      seen.push(responseStarted(req.socket));
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.flushHeaders();
      // The contract: Node keeps the socket's current response here (lib/_http_server.js).
      seen.push((req.socket as typeof req.socket & { _httpMessage?: unknown })._httpMessage === res, responseStarted(req.socket));
      res.end('ok');
    });
    await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(seen).toEqual([false, true, true]);
  });
});
