import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_PREFIX, ApiError, apiGet, apiJSON, apiRequest, apiUpload, forgetStoredTokens, onRefused, parseRetryAfter } from './api-client';
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

/** memoryStorage is a Storage kept in memory, as a browser's local storage behaves. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, String(v)),
    removeItem: (k) => void items.delete(k),
    clear: () => items.clear(),
  };
}

describe('the sign-in token', () => {
  let server: Server;
  let base = '';
  const seen: (string | undefined)[] = [];
  beforeAll(async () => {
    // A real HTTP server on 127.0.0.1 that notes the Authorization header of every call.
    server = createServer((req, res) => {
      seen.push(req.headers.authorization);
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));
  afterEach(() => vi.unstubAllGlobals());

  it('is never sent, even when an earlier panel left one in local storage', async () => {
    const storage = memoryStorage();
    storage.setItem(`${AUTH_TOKEN_PREFIX}_token`, 'left-over-token');
    vi.stubGlobal('localStorage', storage);
    seen.length = 0;
    await apiGet(`${base}/api/auth/me`);
    await apiJSON('POST', `${base}/api/team-members`, { name: 'Ada' });
    await apiRequest('DELETE', `${base}/api/team-members/1`);
    await apiUpload(`${base}/api/upload/image`, new FormData());
    expect(seen).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('left in local storage by an earlier panel is removed, and nothing else is', () => {
    const storage = memoryStorage();
    storage.setItem(`${AUTH_TOKEN_PREFIX}_token`, 'left-over-token');
    storage.setItem(`${AUTH_TOKEN_PREFIX}_other`, 'another');
    storage.setItem('theme', 'dark');
    vi.stubGlobal('localStorage', storage);
    forgetStoredTokens();
    expect(storage.length).toBe(1);
    expect(storage.getItem('theme')).toBe('dark');
  });
});
