import type { Page } from '@playwright/test';
import { expectToast, openTab, signIn } from './admin-helpers';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';

// The German words of the site beside the English ones: an editor translates a team member's
// bio with the English one beside it, and learns when the English changes after that.

/** The mark of a German text whose English changed since it was saved, dated as the panel dates things. */
const ENGLISH_CHANGED = /^English changed on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M: review$/;

async function openGermanTab(page: Page, member: string) {
  await page.getByRole('button', { name: `Edit ${member}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
  await dialog.getByRole('tab', { name: 'Deutsch' }).click();
  return dialog;
}

async function changeEnglishBio(page: Page, member: string, bio: string) {
  await page.getByRole('button', { name: `Edit ${member}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
  await dialog.getByLabel('Description').fill(bio);
  await dialog.getByRole('button', { name: 'Update Team Member' }).click();
  await expectToast(page, 'Team member updated successfully!');
  await expect(dialog).toBeHidden();
}

test('a team member’s German bio is written beside the English one, and marked when the English changes', async ({ page, server }) => {
  await server.api('POST', '/api/team-members', {
    name: 'Dr. Ada Quantum',
    title: 'Chief Scientist',
    company: 'QRS Research AG',
    description: 'Leads the resonance research programme.',
  });
  await signIn(page, server);

  // The German tab shows the English bio beside the German field, which is empty until written.
  let dialog = await openGermanTab(page, 'Dr. Ada Quantum');
  const germanBio = dialog.getByLabel('Description (Deutsch)');
  await expect(germanBio).toHaveText('');
  await expect(dialog.getByRole('tabpanel', { name: 'Deutsch' }).getByText('Leads the resonance research programme.')).toBeVisible();
  await expect(germanBio).toHaveAccessibleDescription(/Leads the resonance research programme\./);
  await germanBio.fill('Leitet das Resonanz-Forschungsprogramm.');
  await dialog.getByRole('button', { name: 'Save Deutsch' }).click();
  await expectToast(page, 'Translation saved');
  await expect(dialog.getByText(ENGLISH_CHANGED)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // Visitors of the German pages read the German bio, and the title, not translated, in English.
  const german = await server.api<{ description: string; title: string; untranslated: string[] }[]>('GET', '/api/team-members?locale=de');
  expect(german).toEqual([
    expect.objectContaining({ description: 'Leitet das Resonanz-Forschungsprogramm.', title: 'Chief Scientist', untranslated: ['title'] }),
  ]);
  // The German team page shows the German bio, and says the English title is English.
  await page.goto('/de/team');
  await expect(page.getByText('Leitet das Resonanz-Forschungsprogramm.')).toBeVisible();
  await expect(page.getByText('Chief Scientist', { exact: true })).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Leitet das Resonanz-Forschungsprogramm.')).not.toHaveAttribute('lang', 'en');
  await page.goto('/admin');

  // The English bio changes: the German one says so, beside the new English text.
  await changeEnglishBio(page, 'Dr. Ada Quantum', 'Leads the resonance and biofeedback research.');
  dialog = await openGermanTab(page, 'Dr. Ada Quantum');
  await expect(dialog.getByText(ENGLISH_CHANGED)).toBeVisible();
  await expect(dialog.getByRole('tabpanel', { name: 'Deutsch' }).getByText('Leads the resonance and biofeedback research.')).toBeVisible();
  await expect(germanBio).toHaveText('Leitet das Resonanz-Forschungsprogramm.');
  await expectNoViolations(page, 'the German tab of a team member with a text to review');

  // Saving the German bio again clears the mark.
  await germanBio.fill('Leitet die Forschung zu Resonanz und Biofeedback.');
  await dialog.getByRole('button', { name: 'Save Deutsch' }).click();
  await expectToast(page, 'Translation saved');
  await expect(dialog.getByText(ENGLISH_CHANGED)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A German bio that is still right after an English change is confirmed as it is.
  await changeEnglishBio(page, 'Dr. Ada Quantum', 'Leads the research into resonance and biofeedback.');
  dialog = await openGermanTab(page, 'Dr. Ada Quantum');
  await expect(dialog.getByText(ENGLISH_CHANGED)).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expectToast(page, 'Marked as reviewed');
  await expect(dialog.getByText(ENGLISH_CHANGED)).toHaveCount(0);
  await expect(germanBio).toHaveText('Leitet die Forschung zu Resonanz und Biofeedback.');

  // Opened afresh, the German bio is as saved, with no mark.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  dialog = await openGermanTab(page, 'Dr. Ada Quantum');
  await expect(germanBio).toHaveText('Leitet die Forschung zu Resonanz und Biofeedback.');
  await expect(dialog.getByText(ENGLISH_CHANGED)).toHaveCount(0);
});

test('a German page text shows its English beside it, marked when the English changes until it is saved again', async ({ page, server }) => {
  // Someone publishes a new English title of the team page.
  const english = await server.api<{ hero: { title: string } }>('GET', '/api/content/team');
  english.hero.title = 'Our People';
  await server.api('PUT', '/api/content/team', english);

  await signIn(page, server);
  await openTab(page, 'Site content');
  await page.getByRole('navigation', { name: 'Language of the content' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Site content (Deutsch)' })).toBeVisible();
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Team (Deutsch)' })).toBeVisible();

  // The section holding the title counts it, and opened shows the English beside the German title.
  const hero = page.getByRole('button', { name: /to review/ });
  await expect(hero).toHaveCount(1);
  await hero.click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveAccessibleDescription(/English: Our People/);
  await expect(page.getByText(ENGLISH_CHANGED)).toBeVisible();
  await expectNoViolations(page, 'the German team page document with a text to review');

  // Saving a new German title clears the mark.
  await title.fill('Unsere Leute');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Draft saved');
  await expect(page.getByText(ENGLISH_CHANGED)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /to review/ })).toHaveCount(0);
});
