import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiGet, apiJSON, onRefused, parseRetryAfter } from './api-client';
import { passwordRules } from './site-rules';

describe('parseRetryAfter', () => {
  it('reads seconds, or an HTTP date as the seconds until it', () => {
    expect(parseRetryAfter('42')).toBe(42);
    expect(parseRetryAfter(' 0 ')).toBe(0);
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('is undefined without a header or for nonsense', () => {
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('a refused call', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    // A real HTTP server on 127.0.0.1 answering as the QRS server does.
    server = createServer((req, res) => {
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.url === '/too-many') answer(429, { message: 'Too many wrong passwords. Please try again later.' }, { 'Retry-After': '37' });
      else if (req.url === '/first-password') answer(403, { message: passwordRules.mustChoose });
      else if (req.url === '/me') answer(401, { message: 'Not signed in' });
      else answer(200, { ok: true });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('carries the Retry-After of a 429', async () => {
    const err = await apiJSON('POST', `${base}/too-many`, { currentPassword: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(429);
    expect((err as ApiError).retryAfter).toBe(37);
  });

  it('is shown to every listener before it is thrown, and a listener can stop listening', async () => {
    const seen: string[] = [];
    const stop = onRefused((err) => seen.push(`${err.status} ${err.serverMessage()}`));
    await expect(apiGet(`${base}/first-password`)).rejects.toThrow(ApiError);
    await apiJSON('GET', `${base}/fine`);
    stop();
    await expect(apiGet(`${base}/first-password`)).rejects.toThrow(ApiError);
    expect(seen).toEqual([`403 ${passwordRules.mustChoose}`]);
  });

  it('leaves a 401 read as signed-out alone', async () => {
    const seen: number[] = [];
    const stop = onRefused((err) => seen.push(err.status));
    expect(await apiGet(`${base}/me`, { on401: 'returnNull' })).toBeNull();
    stop();
    expect(seen).toEqual([]);
  });
});
