import { expect, test } from './fixtures';
import { chooseOption, confirmDelete, expectToast, openTab, signIn } from './admin-helpers';

test('partner categories: add, edit in place and delete; active ones become the partner types', async ({ page, server }) => {
  await signIn(page, server);
  await openTab(page, 'Global Partners');
  await expect(page.getByText('No Global Partners')).toBeVisible();

  // Without categories the fallback types are offered.
  await page.getByRole('button', { name: 'Add Global Partner' }).click();
  await page.getByLabel('Partner type *', { exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Clinic', 'Distributor', 'Research Center']);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  const panel = page.getByRole('region', { name: 'Manage Categories' });
  // Folded away until opened.
  const manage = panel.getByRole('button', { name: /^Manage Categories/ });
  await expect(manage).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByLabel('Category name')).toBeHidden();
  await manage.click();
  await panel.getByLabel('Category name').fill('Wellness Centre');
  await panel.getByLabel('Display order').fill('2');
  await panel.getByRole('button', { name: 'Add Category' }).click();
  await expectToast(page, 'Partner category added successfully!');
  await expect(panel.getByText('Order 2')).toBeVisible();

  await panel.getByRole('button', { name: 'Edit category Wellness Centre' }).click();
  await expect(panel.getByLabel('Category name')).toHaveValue('Wellness Centre');
  await panel.getByLabel('Category name').fill('Wellness Center');
  await panel.getByRole('button', { name: 'Update Category' }).click();
  await expectToast(page, 'Partner category updated successfully!');
  await expect(panel.getByText('Wellness Center', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Global Partner' }).click();
  await page.getByLabel('Partner type *', { exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Wellness Center']);
  await page.getByRole('option', { name: 'Wellness Center' }).click();
  const form = page.getByRole('dialog', { name: 'Add Global Partner' });
  await form.getByLabel('Name *', { exact: true }).fill('Alpine Wellness');
  await form.getByLabel('Country *', { exact: true }).fill('Austria');
  await form.getByRole('button', { name: 'Add Partner' }).click();
  await expectToast(page, 'Global partner added successfully!');
  const [partner] = await server.api<{ partnerType: string }[]>('GET', '/api/global-partners');
  expect(partner.partnerType).toBe('wellnesscenter');

  await panel.getByRole('button', { name: 'Delete category Wellness Center' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Partner category deleted successfully!');
  await expect(panel.getByText('No partner categories yet.')).toBeVisible();
});

test('global partners: add, validate, edit and delete, as the partners page shows', async ({ page, server }) => {
  await signIn(page, server);
  await openTab(page, 'Global Partners');

  await page.getByRole('button', { name: 'Add Global Partner' }).click();
  const form = page.getByRole('dialog', { name: 'Add Global Partner' });
  await form.getByRole('button', { name: 'Add Partner' }).click();
  await expect(form.getByText('Required')).toHaveCount(3);
  await form.getByLabel('Name *', { exact: true }).fill('Clinic Vaduz');
  await chooseOption(page, 'Partner type *', 'Clinic', form);
  await form.getByLabel('Country *', { exact: true }).fill('Liechtenstein');
  await form.getByLabel('City', { exact: true }).fill('Vaduz');
  await form.getByLabel('Services (comma-separated)').fill('Therapy, Consultation');
  await form.getByLabel('Contact person').fill('Dr. Eva Marxer');
  await form.getByLabel('Email', { exact: true }).fill('not-an-email');
  await form.getByRole('button', { name: 'Add Partner' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Email', { exact: true }).fill('info@clinic-vaduz.example');
  // A website that would run code, or hides a control character, is refused by the link
  // rule the server keeps too, before anything is sent.
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/global-partners') sent.push(req.url());
  });
  for (const website of ['javascript:alert(1)', 'https://clinic-vaduz.example/\u0007']) {
    await form.getByLabel('Website').fill(website);
    await form.getByRole('button', { name: 'Add Partner' }).click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Enter a website such as www.example.com or https://www.example.com' }),
    ).toBeVisible();
    await expect(form.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
  }
  expect(sent).toEqual([]);
  // The server's longest length is the form's too (the collection's declaration): refused
  // on the field before anything is sent.
  await form.getByLabel('Website').fill(`clinic-vaduz.example/${'a'.repeat(2000)}`);
  await form.getByRole('button', { name: 'Add Partner' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Must be at most 2000 characters' })).toBeVisible();
  await expect(form.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toEqual([]);
  await form.getByLabel('Website').fill('clinic-vaduz.example');
  await form.getByRole('button', { name: 'Add Partner' }).click();
  await expectToast(page, 'Global partner added successfully!');
  const card = page.getByRole('listitem').filter({ hasText: 'Clinic Vaduz' });
  await expect(card.getByText('Vaduz, Liechtenstein')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', 'https://clinic-vaduz.example');

  await page.goto('/global-partners');
  await expect(page.getByText('Clinic Vaduz').first()).toBeVisible();

  await page.goto('/admin?tab=partners');
  await page.getByRole('button', { name: 'Edit Clinic Vaduz' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Global Partner' });
  await edit.getByLabel('City', { exact: true }).fill('Schaan');
  await edit.getByRole('button', { name: 'Update Partner' }).click();
  await expectToast(page, 'Global partner updated successfully!');
  await expect(card.getByText('Schaan, Liechtenstein')).toBeVisible();
  await page.goto('/global-partners');
  await expect(page.getByText(/Schaan/).first()).toBeVisible();

  await page.goto('/admin?tab=partners');
  await page.getByRole('button', { name: 'Delete Clinic Vaduz' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Global partner deleted successfully!');
  await expect(page.getByText('No Global Partners')).toBeVisible();
  await page.goto('/global-partners');
  await expect(page.getByText('Clinic Vaduz')).toHaveCount(0);
});

test('a partner keeps its category name on its badge after the category is deactivated', async ({ page, server }) => {
  await server.api('POST', '/api/partner-categories', { name: 'Clinic', description: '', displayOrder: 0, isActive: true });
  await server.api('POST', '/api/partner-categories', { name: 'Wellness Centre', description: '', displayOrder: 1, isActive: false });
  await server.api('POST', '/api/global-partners', { name: 'Alpine Wellness', country: 'Austria', partnerType: 'wellnesscentre' });
  await signIn(page, server);
  await openTab(page, 'Global Partners');

  const card = page.getByRole('listitem').filter({ hasText: 'Alpine Wellness' });
  await expect(card.getByText('Wellness Centre', { exact: true })).toBeVisible();
  await expect(card.getByText('wellnesscentre')).toHaveCount(0);

  // New partners are offered the active categories only (spec §5).
  await page.getByRole('button', { name: 'Add Global Partner' }).click();
  await page.getByLabel('Partner type *', { exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Clinic']);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // Editing the partner shows its type by the same name.
  await page.getByRole('button', { name: 'Edit Alpine Wellness' }).click();
  await expect(page.getByRole('dialog').getByLabel('Partner type *', { exact: true })).toHaveText('Wellness Centre');
});

test('the partners page groups under the categories in their display order, and a renamed category keeps its partners', async ({ page, server, browser }) => {
  await signIn(page, server);
  await openTab(page, 'Global Partners');
  const panel = page.getByRole('region', { name: 'Manage Categories' });
  await panel.getByRole('button', { name: /^Manage Categories/ }).click();
  for (const [name, order] of [['Clinic', '3'], ['Wellness Centers', '1'], ['Mobile Units', '2']]) {
    await panel.getByLabel('Category name').fill(name);
    await panel.getByLabel('Display order').fill(order);
    await panel.getByRole('button', { name: 'Add Category' }).click();
    await expectToast(page, 'Partner category added successfully!');
    await expect(panel.getByText(name, { exact: true })).toBeVisible();
  }

  // One partner through the form, in the new category; the rest through the API.
  await page.getByRole('button', { name: 'Add Global Partner' }).click();
  const form = page.getByRole('dialog', { name: 'Add Global Partner' });
  await form.getByLabel('Name *', { exact: true }).fill('Lakeside Wellness');
  await chooseOption(page, 'Partner type *', 'Wellness Centers', form);
  await form.getByLabel('Country *', { exact: true }).fill('Switzerland');
  await form.getByRole('button', { name: 'Add Partner' }).click();
  await expectToast(page, 'Global partner added successfully!');
  for (const [name, partnerType] of [['Hilltop Spa', 'wellnesscenters'], ['Clinic Vaduz', 'clinic'], ['Bus 7', 'mobileunits'], ['Old Lab', 'spa']]) {
    await server.api('POST', '/api/global-partners', { name, partnerType, country: 'Austria' });
  }

  const groups = (p: typeof page) => p.getByRole('main').getByRole('heading', { level: 2 });
  await page.goto('/global-partners');
  await expect(groups(page)).toHaveText(['Wellness Centers (2)', 'Mobile Units (1)', 'QRS Clinics (1)', 'Research Centers (1)']);
  const wellness = page.getByRole('region', { name: 'Wellness Centers (2)' });
  await expect(wellness.getByRole('heading', { level: 3 })).toHaveText(['Lakeside Wellness', 'Hilltop Spa']);
  await expect(wellness.getByText('Wellness Centers', { exact: true })).toHaveCount(2);
  // The default type keeps the spec's heading and badge; a type of no category falls back.
  await expect(page.getByRole('region', { name: 'QRS Clinics (1)' }).getByText('Clinic', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Research Centers (1)' }).getByText('Old Lab')).toBeVisible();

  // A partner of a type no category has shows that type in the form, not an empty select.
  await page.goto('/admin?tab=partners');
  await page.getByRole('button', { name: 'Edit Old Lab' }).click();
  await expect(page.getByRole('dialog').getByLabel('Partner type *', { exact: true })).toHaveText('spa');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await panel.getByRole('button', { name: /^Manage Categories/ }).click();
  await panel.getByRole('button', { name: 'Edit category Wellness Centers' }).click();
  await panel.getByLabel('Category name').fill('Wellness Clinics');
  await panel.getByRole('button', { name: 'Update Category' }).click();
  await expectToast(page, 'Partner category updated successfully!');
  const card = page.getByRole('listitem').filter({ hasText: 'Hilltop Spa' });
  await expect(card.getByText('Wellness Clinics', { exact: true })).toBeVisible();
  const types = await server.api<{ name: string; partnerType: string }[]>('GET', '/api/global-partners');
  expect(types.filter((p) => p.partnerType === 'wellnessclinics').map((p) => p.name)).toEqual(['Lakeside Wellness', 'Hilltop Spa']);

  // The server's page shows the same, without JavaScript too.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const plain = await noScript.newPage();
  await plain.goto('/global-partners');
  await expect(groups(plain)).toHaveText(['Wellness Clinics (2)', 'Mobile Units (1)', 'QRS Clinics (1)', 'Research Centers (1)']);
  await expect(plain.getByRole('region', { name: 'Wellness Clinics (2)' }).getByRole('heading', { level: 3 })).toHaveText([
    'Lakeside Wellness',
    'Hilltop Spa',
  ]);
  await noScript.close();
  await page.goto('/global-partners');
  await expect(groups(page)).toHaveText(['Wellness Clinics (2)', 'Mobile Units (1)', 'QRS Clinics (1)', 'Research Centers (1)']);
});
