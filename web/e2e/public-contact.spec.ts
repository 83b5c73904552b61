import { expect, test } from './fixtures';
import { appRuns } from './public-helpers';

test('the contact form shows the validation messages of the specification', async ({ page }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await appRuns(form); // the messages the form's code shows as it refuses
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please select a subject')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  // Messages follow the corrections.
  await form.getByLabel('Name').fill('Jo');
  await expect(form.getByText('Name must be at least 2 characters')).toBeHidden();
  await form.getByLabel('Email').fill('not-an-email');
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  const subject = form.getByLabel('Subject');
  await expect(subject.locator('option')).toHaveText(['Select a subject', 'QRS Technology', 'QRS Coin Investment', 'Wellness Centers', 'Other']);
});

test('the form’s code loads as the visitor comes near it, keeping what was typed and a submit made meanwhile', async ({ page }) => {
  // The form's code is held back until the test has typed and pressed Send into the
  // prerendered form, as on a slow connection.
  const formCode = /\/assets\/contact-form-[^/]+\.js$/;
  const requested: string[] = [];
  page.on('request', (r) => {
    if (formCode.test(new URL(r.url()).pathname)) requested.push(r.url());
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(formCode, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requested, 'the home page starts without the form’s code').toEqual([]);

  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Ada Lovelace');
  await expect.poll(() => requested.length, { message: 'coming near the form loads its code' }).toBe(1);
  await form.getByRole('button', { name: 'Send Message' }).click();
  release();
  // The form, running now, checks the submit made meanwhile: the name typed is kept, the
  // missing fields are named, and the page was not posted.
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(form.getByText('Name must be at least 2 characters')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('a valid message is sent, stored by the server, and the form resets', async ({ page, server }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await appRuns(form);
  await form.getByLabel('Name').fill('Maria Example');
  await form.getByLabel('Email').fill('maria@example.com');
  await form.getByLabel('Subject').selectOption('wellness-centers');
  await form.getByLabel('Message').fill('I would like to open a wellness centre with QRS devices.');
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await posted).postDataJSON()).toMatchObject({ name: 'Maria Example', subject: 'wellness-centers', website: '' });

  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Message Sent!')).toBeVisible();
  await expect(toasts.getByText("Thank you for your message. We'll respond as soon as possible.")).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
  // Said once: the form does not say it again beside the Send button.
  await expect(form.getByText('Message Sent!')).toHaveCount(0);

  const stored = await server.api<Array<{ name: string; email: string; subject: string; message: string }>>('GET', '/api/contact-messages');
  expect(stored).toEqual([
    expect.objectContaining({
      name: 'Maria Example',
      email: 'maria@example.com',
      subject: 'wellness-centers',
      message: 'I would like to open a wellness centre with QRS devices.',
    }),
  ]);
});

test('the send button says Sending... while the message travels, and a failure shows the error toast', async ({ page }) => {
  // The answer waits until the test has seen the button while sending: a fixed delay can
  // pass unseen on a busy machine.
  let answer = () => {};
  const seen = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/contact', async (route) => {
    await seen;
    await route.fulfill({ status: 500, body: 'down' });
  });
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await appRuns(form);
  await form.getByLabel('Name').fill('Maria Example');
  await form.getByLabel('Email').fill('maria@example.com');
  await form.getByLabel('Subject').selectOption('other');
  await form.getByLabel('Message').fill('Hello, this message will fail.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  answer();
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Error', { exact: true })).toBeVisible();
  await expect(toasts.getByText('There was a problem sending your message. Please try again.')).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('Maria Example');
});

test('the honeypot field is hidden from people and assistive technology', async ({ page }) => {
  await page.goto('/');
  const honeypot = page.locator('#contact-website');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator('[aria-hidden="true"]:has(#contact-website)')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
});

test('a visitor over the message limit is told so in the form, with how long to wait, and keeps the text', async ({ page, server }) => {
  // The limit is per address; the test's own messages come from the browser's address too.
  for (let i = 0; i < 10; i++) {
    await server.api('POST', '/api/contact', { name: 'Earlier Sender', email: 'earlier@example.com', subject: 'other', message: `Earlier message number ${i}.` });
  }
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  // The form's code tells the wait from the answer's Retry-After (the form posted without
  // JavaScript is the next test's).
  await appRuns(form);
  await form.getByLabel('Name').fill('Maria Example');
  await form.getByLabel('Email').fill('maria@example.com');
  await form.getByLabel('Subject').selectOption('other');
  await form.getByLabel('Message').fill('One message more than the limit allows.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText(/^Too many messages\. Please try again later\. You can send another message in about \d+ min\.$/);
  await expect(form.getByLabel('Message')).toHaveValue('One message more than the limit allows.');
});

test('without JavaScript, a visitor over the message limit is told so with how long to wait, and keeps the text', async ({ browser, server }) => {
  for (let i = 0; i < 10; i++) {
    await server.api('POST', '/api/contact', { name: 'Earlier Sender', email: 'earlier@example.com', subject: 'other', message: `Earlier message number ${i}.` });
  }
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url });
  const page = await context.newPage();
  await page.goto('/de#contact');
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await form.getByLabel('Name').fill('Maria Beispiel');
  await form.getByLabel('E-Mail').fill('maria@example.com');
  await form.getByLabel('Betreff').selectOption('other');
  await form.getByLabel('Nachricht').fill('Eine Nachricht mehr, als die Grenze erlaubt.');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    /^Zu viele Nachrichten\. Bitte versuchen Sie es später erneut\. Sie können in etwa \d+ Minuten eine weitere Nachricht senden\.$/,
  );
  await expect(form.getByLabel('Nachricht')).toHaveValue('Eine Nachricht mehr, als die Grenze erlaubt.');
  await context.close();
});

test('a Send pressed before the page’s code runs posts the message once, and the server’s page confirms it', async ({ page, server }) => {
  // The app's code is held until the visitor has pressed Send on the server's page: the
  // browser posts the form itself (the page's code, which does not run then, does not send
  // it again).
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((ok) => (releaseCode = ok));
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue().catch(() => {}); // the page it was for may be gone
  });
  const apiSends: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) apiSends.push(r.method());
  });
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Early Sender');
  await form.getByLabel('Email').fill('early@example.com');
  await form.getByLabel('Subject').selectOption('other');
  await form.getByLabel('Message').fill('Pressed Send before the page was ready.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  releaseCode();
  await expect(form.getByRole('status')).toContainText('Message Sent!');
  await expect(form.getByLabel('Message')).toHaveValue('');
  const stored = await server.api<Array<{ name: string }>>('GET', '/api/contact-messages');
  expect(stored.filter((m) => m.name === 'Early Sender')).toHaveLength(1);
  expect(apiSends, 'the app sent nothing itself').toEqual([]);
});

test('on the German home page the form refuses in German, offers its subjects in German and sends its language', async ({ page, server }) => {
  await page.goto('/de#contact');
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await appRuns(form); // the messages the form's code shows as it refuses
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Der Name muss mindestens 2 Zeichen lang sein')).toBeVisible();
  await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await expect(form.getByText('Bitte wählen Sie einen Betreff')).toBeVisible();
  await expect(form.getByText('Die Nachricht muss mindestens 10 Zeichen lang sein')).toBeVisible();
  const subject = form.getByLabel('Betreff');
  await expect(subject.locator('option')).toHaveText(['Betreff wählen', 'QRS-Technologie', 'Investition in den QRS Coin', 'Wellnesszentren', 'Sonstiges']);

  await form.getByLabel('Name').fill('Greta Beispiel');
  await form.getByLabel('E-Mail').fill('greta@example.com');
  await subject.selectOption('qrs-coin');
  await form.getByLabel('Nachricht').fill('Wie kann ich Coins kaufen?');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Nachricht gesendet!')).toBeVisible();
  const stored = await server.api<Array<{ name: string; locale: string }>>('GET', '/api/contact-messages');
  expect(stored).toEqual([expect.objectContaining({ name: 'Greta Beispiel', locale: 'de' })]);
});
