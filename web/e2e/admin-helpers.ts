// Shared steps of the admin browser tests: real files made as bytes, and signing in through the UI.
import { deflateSync, crc32 } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { expect, type QrsServer } from './fixtures';
import { selectText } from './select-text';

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** pngFromPixels makes a real PNG of width×height RGB pixels, each coloured by pixel(x, y). */
export function pngFromPixels(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** pngBytes makes a real PNG: a size×size picture filled with one colour. */
export function pngBytes(rgb: [number, number, number] = [23, 165, 137], size = 16): Buffer {
  return pngFromPixels(size, size, () => rgb);
}

/** pdfBytes makes a real one-page PDF with a correct cross-reference table. */
export function pdfBytes(text = 'QRS test document'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** FilePayload is what setInputFiles takes for a file made in memory. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export const png = (name: string, rgb?: [number, number, number]): FilePayload => ({
  name,
  mimeType: 'image/png',
  buffer: pngBytes(rgb),
});
export const pdf = (name: string, text?: string): FilePayload => ({ name, mimeType: 'application/pdf', buffer: pdfBytes(text) });

/** signIn signs in through /qrsadmin and waits for the panel. */
export async function signIn(page: Page, server: QrsServer): Promise<void> {
  await page.goto('/qrsadmin');
  await page.getByLabel('Username').fill(server.username);
  await page.getByLabel('Password').fill(server.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
}

/** PANEL_SIDEBAR_WIDTH is the narrowest window whose panel lists its tabs in a sidebar (Tailwind's lg). */
export const PANEL_SIDEBAR_WIDTH = 1024;

/**
 * openTab opens one of the panel's views: its tab in the sidebar, or on a narrower window
 * (a phone's) its entry in the menu, which closes as the view opens.
 */
export async function openTab(page: Page, name: string): Promise<void> {
  if ((page.viewportSize()?.width ?? PANEL_SIDEBAR_WIDTH) < PANEL_SIDEBAR_WIDTH) {
    await page.getByRole('button', { name: /^Menu/ }).click();
    const menu = page.getByRole('dialog', { name: 'Admin sections' });
    await menu.getByRole('button', { name }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    return;
  }
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/**
 * expectToast waits for the toast with this title (and description, when given). It looks the
 * toast up by markup, not by role: while a modal form is open, Radix hides the rest of the page
 * (the toast viewport included) from the accessibility tree, though the toast is on screen.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.locator('[role="region"] ol > li').filter({ hasText: title });
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

/** chooseOption picks an option of a Radix select by the select's exact label, within scope. */
export async function chooseOption(page: Page, label: string, option: string, scope: Page | Locator = page): Promise<void> {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** confirmDelete answers the confirmation dialog; description, when given, must be in it. */
export async function confirmDelete(page: Page, description?: string | RegExp): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  if (description) await expect(dialog).toContainText(description);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * dropFiles puts files on a file input with exactly the MIME types given (even none, as some
 * systems give a .pdf) and fires change, as dropping them on the input does: neither path
 * honours the input's accept list, so only the app's own check stands between them and the server.
 */
export async function dropFiles(input: Locator, files: FilePayload[]): Promise<void> {
  await input.evaluate(
    (el, list) => {
      const transfer = new DataTransfer();
      for (const f of list) transfer.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.mimeType }));
      (el as HTMLInputElement).files = transfer.files;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, bytes: [...f.buffer] })),
  );
}

/** centreOf is the middle of an element on the screen. */
async function centreOf(target: Locator): Promise<{ x: number; y: number }> {
  const box = await target.boundingBox();
  if (!box) throw new Error(`${target} is not on the screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * drag moves a sortable item by its drag handle onto the place of target, with the mouse or
 * a finger. dnd-kit follows the pointer's moves, so the way there is many small moves rather
 * than one jump; the pointer is let go once the screen-reader announcement says where the
 * item is (overAnnouncement, such as "Cleo is over position 1 of 3."), so the drop lands there.
 */
export async function drag(
  page: Page,
  handle: Locator,
  target: Locator,
  overAnnouncement: string,
  input: 'mouse' | 'touch' = 'mouse',
): Promise<void> {
  await expect(handle).toBeVisible();
  // Both ends on the screen: pointer events only reach what is in the viewport.
  await handle.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const from = await centreOf(handle);
  const to = await centreOf(target);
  const viewport = page.viewportSize()!;
  for (const p of [from, to]) {
    if (p.y < 0 || p.y > viewport.height) throw new Error('drag: the item and its new place do not fit on one screen');
  }
  const steps = 20;
  const way = Array.from({ length: steps }, (_, i) => ({
    x: from.x + ((to.x - from.x) * (i + 1)) / steps,
    y: from.y + ((to.y - from.y) * (i + 1)) / steps,
  }));
  const announced = page.getByText(overAnnouncement, { exact: true });
  if (input === 'mouse') {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (const point of way) await page.mouse.move(point.x, point.y);
    await expect(announced).toBeAttached();
    await page.mouse.up();
    return;
  }
  // Playwright's touchscreen only taps; Chromium's DevTools protocol moves a finger.
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] });
  await touch('touchStart', from);
  for (const point of way) await touch('touchMove', point);
  await expect(announced).toBeAttached();
  await touch('touchEnd');
  await cdp.detach();
}

/** selectWord selects a word of a rich text's editor, as a double click on it would. */
export async function selectWord(editor: Locator, word: string): Promise<void> {
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await selectText(editor, word);
  // The editor reads the selection when the browser says it changed.
  await expect.poll(() => editor.evaluate(() => getSelection()?.toString())).toBe(word);
}

interface CoinState {
  revision: number;
  timeZone: string;
  published: { body: { roadmap: { items: Array<{ period: string }> } } };
}

/** siteDay is the day n days from today in the site's zone, YYYY-MM-DD. */
export const siteDay = (timeZone: string, n: number) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('en-CA', { timeZone });

/** scheduleCoin saves a changed draft of the coin page and schedules it for 09:30 of the site's day three days ahead. */
export async function scheduleCoin(server: QrsServer): Promise<{ day: string; timeZone: string }> {
  const state = await server.api<CoinState>('GET', '/api/content/qrs-coin/draft');
  const body = state.published.body;
  body.roadmap.items[2].period = 'Q3 2027';
  await server.api('PUT', '/api/content/qrs-coin/draft', body);
  const day = siteDay(state.timeZone, 3);
  await server.api('PUT', '/api/content/qrs-coin/schedule', { publishAt: `${day}T09:30:00` });
  return { day, timeZone: state.timeZone };
}
