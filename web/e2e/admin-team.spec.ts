import { expect, test, type QrsServer } from './fixtures';
import type { Page } from '@playwright/test';
import { confirmDelete, drag, expectToast, png, signIn } from './admin-helpers';

test('team members: add with a photo, validate, reorder, edit and delete, as the team page shows', async ({ page, server }) => {
  await signIn(page, server);

  // The required fields speak the spec's generic message.
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const form = page.getByRole('dialog', { name: 'Add Team Member' });
  await form.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(form.getByText('Required')).toHaveCount(4);

  await form.getByLabel('Name').fill('Dr. Ada Quantum');
  await form.getByLabel('Title').fill('Chief Scientist');
  await form.getByLabel('Company').fill('QRS Research AG');
  await form.getByLabel('Description').fill('Leads the resonance research programme.');
  await form.getByLabel('Profile image').setInputFiles(png('ada.png'));
  await form.getByRole('button', { name: 'Add Team Member' }).click();
  await expectToast(page, 'Team member added successfully!');
  await expect(form).toBeHidden();
  const ada = page.getByRole('listitem').filter({ hasText: 'Dr. Ada Quantum' });
  await expect(ada.getByRole('img', { name: 'Dr. Ada Quantum' })).toBeVisible();

  // A member without a photo shows the placeholder.
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await form.getByLabel('Name').fill('Ben Field');
  await form.getByLabel('Title').fill('Engineer');
  await form.getByLabel('Company').fill('QRS Devices');
  await form.getByLabel('Description').fill('Builds the devices.');
  await form.getByRole('button', { name: 'Add Team Member' }).click();
  await expectToast(page, 'Team member added successfully!');
  await expect(page.getByRole('listitem').filter({ hasText: 'Ben Field' }).getByText('No Image')).toBeVisible();

  await page.goto('/team');
  await expect(page.getByText('Dr. Ada Quantum')).toBeVisible();
  await expect(page.getByText('Ben Field')).toBeVisible();
  let text = await page.locator('main').innerText();
  expect(text.indexOf('Dr. Ada Quantum')).toBeLessThan(text.indexOf('Ben Field'));

  // Moving Ben up puts him first on the public page.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Move Ben Field up' }).click();
  await expect(page.getByRole('button', { name: 'Move Ben Field up' })).toBeDisabled();
  await expect.poll(async () => (await server.api<{ name: string }[]>('GET', '/api/team-members')).map((m) => m.name)).toEqual([
    'Ben Field',
    'Dr. Ada Quantum',
  ]);
  await page.goto('/team');
  text = await page.locator('main').innerText();
  expect(text.indexOf('Ben Field')).toBeLessThan(text.indexOf('Dr. Ada Quantum'));

  // Edit keeps the photo and changes the title.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Edit Dr. Ada Quantum' }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit Team Member' });
  await expect(editForm.getByLabel('Name')).toHaveValue('Dr. Ada Quantum');
  await editForm.getByLabel('Title').fill('Head of Research');
  await editForm.getByRole('button', { name: 'Update Team Member' }).click();
  await expectToast(page, 'Team member updated successfully!');
  await expect(ada.getByText('Head of Research')).toBeVisible();
  await expect(ada.getByRole('img', { name: 'Dr. Ada Quantum' })).toBeVisible();

  // Cancel closes the form without saving, once the question about the typed text is answered.
  await page.getByRole('button', { name: 'Edit Ben Field' }).click();
  await page.getByRole('dialog', { name: 'Edit Team Member' }).getByLabel('Title').fill('Changed my mind');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Changed my mind')).toHaveCount(0);

  await page.goto('/team');
  await expect(page.getByText('Head of Research')).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Delete Dr. Ada Quantum' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Team member deleted successfully!');
  await expect(page.getByText('Dr. Ada Quantum')).toHaveCount(0);
  await page.goto('/team');
  await expect(page.getByText('Ben Field')).toBeVisible();
  await expect(page.getByText('Dr. Ada Quantum')).toHaveCount(0);
});

/** threeMembers seeds Ada, Ben and Cleo, in that order. */
async function threeMembers(server: QrsServer): Promise<void> {
  for (const [i, name] of ['Ada Quantum', 'Ben Field', 'Cleo Wave'].entries()) {
    await server.api('POST', '/api/team-members', { name, title: 'Staff', company: 'QRS', description: `${name} works here.`, imageUrl: '', orderIndex: i });
  }
}

/** adminOrder is the names of the team grid's cards, first to last. */
const adminOrder = (page: Page) => page.getByRole('tabpanel').getByRole('listitem').getByRole('heading', { level: 3 }).allInnerTexts();

/** apiOrder is the names in the order the API gives them (orderIndex ascending, then oldest first). */
const apiOrder = async (server: QrsServer) =>
  (await server.api<{ id: number; name: string; orderIndex: number }[]>('GET', '/api/team-members'))
    .sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id)
    .map((m) => m.name);

test('team members: dragging the third card onto the first moves it first, as the team page and the API show', async ({ page, server }) => {
  await threeMembers(server);
  await signIn(page, server);
  await expect.poll(() => adminOrder(page)).toEqual(['Ada Quantum', 'Ben Field', 'Cleo Wave']);

  const card = (name: string) => page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });
  await drag(page, page.getByRole('button', { name: 'Drag to reorder Cleo Wave' }), card('Ada Quantum'), 'Cleo Wave is over position 1 of 3.');
  await expect.poll(() => adminOrder(page)).toEqual(['Cleo Wave', 'Ada Quantum', 'Ben Field']);
  // The up and down buttons follow the new order.
  await expect(page.getByRole('button', { name: 'Move Cleo Wave up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move Ben Field down' })).toBeDisabled();
  await expect.poll(() => apiOrder(server)).toEqual(['Cleo Wave', 'Ada Quantum', 'Ben Field']);

  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Cleo Wave' })).toBeVisible();
  expect(await page.locator('main').getByRole('heading', { name: /^(Ada Quantum|Ben Field|Cleo Wave)$/ }).allInnerTexts()).toEqual([
    'Cleo Wave',
    'Ada Quantum',
    'Ben Field',
  ]);

  // After a reload the panel shows the saved order, and the buttons still move a card.
  await page.goto('/admin');
  await expect.poll(() => adminOrder(page)).toEqual(['Cleo Wave', 'Ada Quantum', 'Ben Field']);
  await page.getByRole('button', { name: 'Move Ben Field up' }).click();
  await expect.poll(() => apiOrder(server)).toEqual(['Cleo Wave', 'Ben Field', 'Ada Quantum']);
});

test('team members: a card dropped back where it was saves nothing, and a failed save puts the cards back', async ({ page, server }) => {
  await threeMembers(server);
  await signIn(page, server);
  const reorders: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/team-members/reorder') reorders.push(req.url());
  });
  const card = (name: string) => page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });
  const benHandle = page.getByRole('button', { name: 'Drag to reorder Ben Field' });

  // Lifted, carried a little way and dropped on its own place.
  const box = (await benHandle.boundingBox())!;
  const grip = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(grip.x, grip.y);
  await page.mouse.down();
  await page.mouse.move(grip.x + 40, grip.y + 10, { steps: 5 });
  await page.mouse.move(grip.x, grip.y, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByText('Ben Field dropped where it was.', { exact: true })).toBeAttached();
  // A plain click on the grip is no drag either.
  await benHandle.click();
  await page.waitForLoadState('networkidle');
  expect(reorders).toEqual([]);
  await expect.poll(() => adminOrder(page)).toEqual(['Ada Quantum', 'Ben Field', 'Cleo Wave']);

  // The server refuses: the cards show the new order at once, then an error toast, and they go
  // back to the order the server keeps.
  let refuse!: () => void;
  const refused = new Promise<void>((resolve) => (refuse = resolve));
  await page.route('**/api/team-members/reorder', async (route) => {
    await refused;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal error' }) });
  });
  await drag(page, page.getByRole('button', { name: 'Drag to reorder Cleo Wave' }), card('Ada Quantum'), 'Cleo Wave is over position 1 of 3.');
  await expect.poll(() => adminOrder(page)).toEqual(['Cleo Wave', 'Ada Quantum', 'Ben Field']);
  refuse();
  await expectToast(page, 'Error', 'Internal error');
  await expect.poll(() => adminOrder(page)).toEqual(['Ada Quantum', 'Ben Field', 'Cleo Wave']);
  expect(await apiOrder(server)).toEqual(['Ada Quantum', 'Ben Field', 'Cleo Wave']);
});
