import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

// Starts the real bin/qrs on a free loopback port with a fresh data folder and an
// admin whose credentials are made up for this run. Tests read them from the env.
export default async function globalSetup() {
  const binary = resolve(import.meta.dirname, '../../bin/qrs');
  const dataDir = mkdtempSync(join(tmpdir(), 'qrs-e2e-'));
  const username = 'e2e-admin';
  const password = randomBytes(18).toString('base64url');
  const child = spawn(binary, ['serve'], {
    env: {
      ...process.env,
      QRS_ADDR: '127.0.0.1:0',
      QRS_DATA_DIR: dataDir,
      QRS_ADMIN_USERNAME: username,
      QRS_ADMIN_PASSWORD: password,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const addr = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error('bin/qrs did not start within 15 s')), 15_000);
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
  process.env.QRS_E2E_BASE_URL = `http://${addr}`;
  process.env.QRS_E2E_DATA_DIR = dataDir;
  process.env.QRS_E2E_ADMIN_USERNAME = username;
  process.env.QRS_E2E_ADMIN_PASSWORD = password;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((ok) => child.once('exit', ok));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
