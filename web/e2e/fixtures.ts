import { test as base, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

/**
 * QrsServer is a running bin/qrs with its own fresh data folder and made-up admin. With the
 * generatedAdmin option the admin is the server's own: user admin, whose generated password
 * is read from the data folder and must be replaced before any admin call but the password
 * change is answered.
 */
export interface QrsServer {
  url: string;
  dataDir: string;
  username: string;
  password: string;
  /** api calls the server as the signed-in admin and returns the decoded JSON answer. */
  api<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
  /** upload posts a file as the admin to an upload route and returns the decoded answer. */
  upload<T = { url: string }>(path: string, field: string, name: string, type: string, bytes: Uint8Array<ArrayBuffer>): Promise<T>;
}

const binary = resolve(import.meta.dirname, '../../bin/qrs');

/** The file in the data folder that holds a generated first password. */
export const INITIAL_PASSWORD_FILE = 'initial-admin-password';

async function startServer(generatedAdmin = false, serverEnv: Record<string, string> = {}): Promise<{ server: QrsServer; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qrs-e2e-'));
  let username = 'e2e-admin';
  let password = randomBytes(18).toString('base64url');
  // A server lives for one test (or one worker's reading tests): it collects garbage only
  // past 1 GiB, rather than from its first megabytes on, which took a seventh of the CPU the
  // browser tests use.
  const env: NodeJS.ProcessEnv = { ...process.env, ...serverEnv, QRS_ADDR: '127.0.0.1:0', QRS_DATA_DIR: dataDir, GOGC: 'off', GOMEMLIMIT: '1GiB' };
  if (generatedAdmin) {
    delete env.QRS_ADMIN_USERNAME;
    delete env.QRS_ADMIN_PASSWORD;
  } else {
    env.QRS_ADMIN_USERNAME = username;
    env.QRS_ADMIN_PASSWORD = password;
  }
  const child: ChildProcess = spawn(binary, ['serve'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((ok) => child.once('exit', ok));
  const addr = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('bin/qrs did not start within 60 s')), 60_000);
    child.once('exit', (code) => fail(new Error(`bin/qrs exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const rec = JSON.parse(line);
        if (rec.msg === 'listening') {
          clearTimeout(timer);
          ok(rec.addr);
        }
      } catch {
        // not a JSON log line
      }
    });
  });
  const url = `http://${addr}`;
  if (generatedAdmin) {
    // The server made its admin before it listened.
    username = 'admin';
    password = readFileSync(join(dataDir, INITIAL_PASSWORD_FILE), 'utf8').trim();
  }
  let token: string | undefined;
  const authHeader = async (): Promise<Record<string, string>> => {
    if (!token) {
      const res = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      expect(res.status, 'admin sign-in for seeding').toBe(200);
      token = ((await res.json()) as { authToken: string }).authToken;
    }
    return { Authorization: `Bearer ${token}` };
  };
  const decode = async <T>(res: Response, what: string): Promise<T> => {
    const text = await res.text();
    if (!res.ok) throw new Error(`${what} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  const server: QrsServer = {
    url,
    dataDir,
    username,
    password,
    async api<T>(method: string, path: string, body?: unknown) {
      const headers = await authHeader();
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return decode<T>(res, `${method} ${path}`);
    },
    async upload<T>(path: string, field: string, name: string, type: string, bytes: Uint8Array<ArrayBuffer>) {
      const form = new FormData();
      form.append(field, new Blob([bytes], { type }), name);
      const res = await fetch(url + path, { method: 'POST', headers: await authHeader(), body: form });
      return decode<T>(res, `POST ${path}`);
    },
  };
  return {
    server,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * test gives every test its own fresh server; baseURL points at it. `test.use({ generatedAdmin:
 * true })` starts it without QRS_ADMIN_USERNAME and QRS_ADMIN_PASSWORD, as a first installation;
 * `test.use({ serverEnv: { QRS_LINK_CHECK_PRIVATE: '1' } })` with settings of its own.
 */
export const test = base.extend<{ server: QrsServer; generatedAdmin: boolean; serverEnv: Record<string, string> }>({
  generatedAdmin: [false, { option: true }],
  serverEnv: [{}, { option: true }],
  server: async ({ generatedAdmin, serverEnv }, use) => {
    const { server, stop } = await startServer(generatedAdmin, serverEnv);
    await use(server);
    await stop();
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

/**
 * readingTest is test for the tests that only read the site as it starts: nothing they do,
 * through the API or in the browser, changes what the server holds. They share one server per
 * worker, which starts and renders each page once for all of them.
 */
export const readingTest = test.extend<object, { sharedServer: QrsServer }>({
  sharedServer: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      const { server, stop } = await startServer();
      await use(server);
      await stop();
    },
    { scope: 'worker' },
  ],
  server: async ({ sharedServer }, use) => {
    await use(sharedServer);
  },
});

export { expect };
