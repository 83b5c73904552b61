// Runs Lighthouse (mobile defaults) in Debian's Chromium on every public route of a fresh,
// seeded bin/qrs, in every language, and prints the four category scores per route with its
// largest contentful paint (LCP), first contentful paint (FCP) and total blocking time (TBT).
// Usage: make lighthouse, or node lighthouse.mjs [route ...] here after `make build` and npm install.
// LIGHTHOUSE_JSON=folder also writes each route's full report there (route.json), to see what costs.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const publicRoutes = [
  '/', '/research', '/research-papers', '/space-research', '/qrs-coin', '/downloads', '/gallery',
  '/whitepaper', '/team', '/global-partners', '/legal', '/download-site', '/privacy', '/terms',
];

const dataDir = mkdtempSync(join(tmpdir(), 'qrs-lighthouse-'));
const username = 'lighthouse-admin';
const password = randomBytes(18).toString('base64url');
const server = spawn(resolve(import.meta.dirname, '../../../bin/qrs'), ['serve'], {
  env: { ...process.env, QRS_ADDR: '127.0.0.1:0', QRS_DATA_DIR: dataDir, QRS_ADMIN_USERNAME: username, QRS_ADMIN_PASSWORD: password },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const addr = await new Promise((ok, fail) => {
  server.once('exit', (code) => fail(new Error(`bin/qrs exited with ${code}`)));
  createInterface({ input: server.stdout }).on('line', (line) => {
    try {
      const rec = JSON.parse(line);
      if (rec.msg === 'listening') ok(rec.addr);
    } catch {
      // not a JSON log line
    }
  });
});
const base = `http://${addr}`;

// Every public route in English, then at its address in each other language (/de/forschung…).
const { languages } = await (await fetch(`${base}/api/languages`)).json();
const translated = languages.slice(1).flatMap((l) => publicRoutes.map((route) => l.pages[route]));
const routes = process.argv.slice(2).length ? process.argv.slice(2) : [...publicRoutes, ...translated];

async function api(method, path, token, body) {
  const res = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

// A little content, so the data pages are measured with lists on them.
const { authToken } = await api('POST', '/api/auth/login', null, { username, password });
await api('POST', '/api/categories', authToken, { name: 'Clinical Studies', description: 'Study reports' });
for (let i = 1; i <= 6; i++) {
  await api('POST', '/api/team-members', authToken, {
    name: `Team Member ${i}`, title: 'Therapy Specialist', company: 'QRS', description: 'Supports clinics and families.', imageUrl: '', orderIndex: i,
  });
  await api('POST', '/api/research-papers', authToken, {
    title: `Study report ${i}`, description: 'Summary of a treatment series.', pdfUrl: '/legal/terms-of-service.pdf', authors: 'Research Team',
    journal: 'Study Journal', publicationDate: `2024-0${i}-15`, category: 'Clinical Studies', orderIndex: 0,
  });
  await api('POST', '/api/global-partners', authToken, {
    name: `Wellness Centre ${i}`, country: 'Liechtenstein', city: 'Vaduz', partnerType: 'clinic', description: 'Certified therapy centre.',
    services: 'Therapy, Consultation', contactPerson: 'Front Desk', email: 'centre@example.com', phone: '+423 000 00 00', website: 'example.com',
  });
}

// The server renders a page on its first request after a change and answers the kept render
// from then on: ask for each page once, so Lighthouse measures what visitors get, not the
// render that follows the seeding above.
for (const route of routes) await (await fetch(base + route)).arrayBuffer();

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const rows = [];
try {
  for (const route of routes) {
    let result = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    // Chromium now and then loses the start of a trace (NO_NAVSTART): measure such a route once more.
    if (result.lhr.runtimeError) result = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (result.lhr.runtimeError) console.log(`${route}: Lighthouse could not measure: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const scores = categories.map((c) => Math.round((result.lhr.categories[c]?.score ?? 0) * 100));
    const [lcp, fcp, tbt] = ['largest-contentful-paint', 'first-contentful-paint', 'total-blocking-time']
      .map((id) => Math.round(result.lhr.audits[id]?.numericValue ?? NaN));
    rows.push([route, ...scores, lcp]);
    if (process.env.LIGHTHOUSE_JSON) {
      mkdirSync(process.env.LIGHTHOUSE_JSON, { recursive: true });
      writeFileSync(join(process.env.LIGHTHOUSE_JSON, `${route.replace(/\//g, '_') || '_'}.json`), JSON.stringify(result.lhr));
    }
    const failing = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id);
    console.log(`${route.padEnd(18)} perf ${String(scores[0]).padStart(3)}  a11y ${String(scores[1]).padStart(3)}  best ${String(scores[2]).padStart(3)}  seo ${String(scores[3]).padStart(3)}` +
      `  LCP ${String(lcp).padStart(5)} ms  FCP ${String(fcp).padStart(5)} ms  TBT ${String(tbt).padStart(4)} ms` +
      (failing.length ? `   below 90: ${failing.join(', ')}` : ''));
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((ok) => server.once('exit', ok));
  rmSync(dataDir, { recursive: true, force: true });
}
const min = categories.map((_, i) => Math.min(...rows.map((r) => r[i + 1])));
const worstLcp = rows.reduce((w, r) => (r[5] > w[5] ? r : w), rows[0]);
console.log(`\nlowest: performance ${min[0]}, accessibility ${min[1]}, best practices ${min[2]}, SEO ${min[3]}; ` +
  `worst LCP ${worstLcp[5]} ms (${worstLcp[0]}) over ${rows.length} routes`);
