import { pngBytes } from './admin-helpers';
import { expect, test } from './fixtures';

// A phone must not download full-size originals: the gallery grid and the team cards offer
// the server's WebP variants by width, and the browser picks a small one.
test('on a phone the gallery and team pages load small WebP copies, not the 1600 px originals', async ({ page, server }) => {
  const photo = await server.upload<{ url: string; imageInfo: { width: number; variants: Array<{ url: string; width: number }> } }>(
    '/api/upload/image', 'image', 'clinic.png', 'image/png', new Uint8Array(pngBytes([20, 120, 160], 1600)),
  );
  expect(photo.imageInfo.width).toBe(1600);
  expect(photo.imageInfo.variants.map((v) => v.width)).toEqual([400, 800]);
  await server.api('POST', '/api/gallery/images', { title: 'Clinic entrance', description: 'The way in.', imageUrl: photo.url, category: 'Clinics' });
  await server.api('POST', '/api/team-members', {
    name: 'Dr. Example', title: 'Lead Physician', company: 'QRS', description: 'Treats patients.', imageUrl: photo.url, orderIndex: 0,
  });
  // The records carry the size and copies as imageInfo: `image` is left to the URL reading of the spec.
  const [member] = await server.api<Array<Record<string, unknown>>>('GET', '/api/team-members');
  expect(member).not.toHaveProperty('image');
  expect(member!.imageInfo).toMatchObject({ width: 1600, height: 1600 });

  const fetched: string[] = [];
  page.on('requestfinished', (req) => {
    if (req.url().includes('/uploads/')) fetched.push(new URL(req.url()).pathname);
  });
  await page.setViewportSize({ width: 360, height: 780 });

  await page.goto('/gallery');
  const tile = page.getByRole('img', { name: 'Clinic entrance' });
  await expect(tile).toHaveJSProperty('complete', true);
  expect(await tile.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-400w\.webp$/);
  expect(fetched).toContain(photo.imageInfo.variants[0]!.url);

  await page.goto('/team');
  const portrait = page.getByRole('img', { name: 'Portrait of Dr. Example' });
  await expect(portrait).toHaveJSProperty('complete', true);
  expect(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(400|800)w\.webp$/);

  expect(fetched, 'the original was downloaded').not.toContain(photo.url);
});
