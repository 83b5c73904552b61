import { expect, test } from './fixtures';
import { confirmDelete, expectToast, openTab, signIn } from './admin-helpers';
import { appRuns } from './public-helpers';

test('a message sent on the home page arrives in Messages, newest first, and can be deleted', async ({ page, server }) => {
  const send = async (name: string, message: string) => {
    await page.goto('/#contact');
    // The form's code sends and toasts; a Send pressed before it runs is the browser's own
    // post, which the server's page confirms instead.
    await appRuns(page.getByRole('form', { name: 'Contact form' }));
    await page.locator('#contact-name').fill(name);
    await page.locator('#contact-email').fill(`${name.toLowerCase().replace(/\W+/g, '.')}@example.com`);
    await page.locator('#contact-subject').selectOption('wellness-centers');
    await page.locator('#contact-message').fill(message);
    // The second send stays on the same document, where the first toast may still be
    // showing; the answer to this very request is what tells that this message went out.
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answered).status()).toBe(200);
    await expectToast(page, 'Message Sent!');
    await expect(page.locator('#contact-name')).toHaveValue('');
  };
  await send('Maria Keller', 'Where is the nearest wellness centre to Zurich?');
  await send('Tom Berger', 'Please send me the device catalogue, thank you.');

  await signIn(page, server);
  await openTab(page, 'Messages');
  const items = page.getByRole('list', { name: 'Contact messages' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Tom Berger');
  await expect(items.nth(1)).toContainText('Maria Keller');
  await expect(items.nth(1)).toContainText('Wellness Centers');
  await expect(items.nth(1)).toContainText('Where is the nearest wellness centre to Zurich?');

  // Opened, a message shows what can be done with it.
  await items.nth(1).getByRole('button', { expanded: false }).click();
  await page.getByRole('button', { name: 'Delete message from Maria Keller' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Message deleted successfully!');
  await expect(items).toHaveCount(1);
  expect(await server.api<unknown[]>('GET', '/api/contact-messages')).toHaveLength(1);
});
