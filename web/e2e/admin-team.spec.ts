import { expect, test } from './fixtures';
import { confirmDelete, expectToast, png, signIn } from './admin-helpers';

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

  // Cancel closes the form without saving.
  await page.getByRole('button', { name: 'Edit Ben Field' }).click();
  await page.getByRole('dialog', { name: 'Edit Team Member' }).getByLabel('Title').fill('Changed my mind');
  await page.getByRole('button', { name: 'Cancel' }).click();
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
