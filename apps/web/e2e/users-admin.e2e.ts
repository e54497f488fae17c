import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, navigateInApp } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { openBuilderFromMenu, seeMessage } from './builder-studio.ts';
import { demoCredential, signIn } from './demo-accounts.ts';

const run = Date.now().toString(36);
const MANAGER = { username: `mgr${run}`, password: 'Lead@2026x' };
/** The file gives the first report a password (the import's password column), so they sign in below. */
const REPORT_PASSWORD = 'Ravi@2026x';
const REPORTS = ['Ravi', 'Sana', 'Tara'].map((first, i) => ({
  username: `rep${i + 1}${run}`,
  first,
  last: 'Report',
}));

/** Three reports of the manager and one row the dry run refuses (a username with a space). */
const CSV = [
  'username,first_name,last_name,email,manager_username,department,password',
  ...REPORTS.map(
    (r, i) =>
      `${r.username},${r.first},${r.last},${r.username}@example.com,${MANAGER.username},Field,${i === 0 ? REPORT_PASSWORD : ''}`,
  ),
  `Bad Name,Broken,Row,,${MANAGER.username},Field,`,
].join('\n');

describe('user administration and the manager panel', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('an admin imports reports for a manager, the manager nudges one, a learner is refused', async () => {
    const admin = await openPage(browser, '/login');
    const { page } = admin;
    await signIn(page, demoCredential('admin'));
    await openBuilderFromMenu(page);
    await navigateInApp(page, '/builder/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create user' }).waitFor();
    await expectNoSeriousViolations(page, '/builder/users');

    // The manager gets a password through create-and-enrol, so they can sign in below.
    await page.getByRole('button', { name: 'Create user' }).click();
    const create = page.getByRole('dialog', { name: 'Create a user and enrol them' });
    await create.getByRole('textbox', { name: 'Username' }).fill(MANAGER.username);
    await create.locator('input[type="password"]').fill(MANAGER.password);
    await create.getByRole('textbox', { name: 'First name' }).fill('Maya');
    await create.getByRole('textbox', { name: 'Last name' }).fill('Lead');
    await create.getByRole('button', { name: 'Create and enrol' }).click();
    await seeMessage(page, `${MANAGER.username} was created`);

    await page.getByRole('button', { name: 'Import users' }).click();
    const importer = page.getByRole('dialog', { name: 'Import users from a file' });
    await importer.locator('input[type="file"]').setInputFiles({
      name: 'team.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await importer.getByRole('button', { name: 'Check file' }).click();
    await importer.getByText('Checked: nothing has been saved yet').waitFor();
    await importer.getByText('4 rows: 3 new, 0 updates, 1 with errors').waitFor();
    await importer.getByRole('cell', { name: 'This username is invalid or unavailable.' }).waitFor();
    await expectNoSeriousViolations(page, 'import dry run');
    await importer.getByRole('button', { name: 'Import 3 rows' }).click();
    await importer.getByText('Import finished').waitFor();
    await importer.getByText('3 created, 0 updated, 1 skipped').waitFor();
    await importer.getByRole('button', { name: 'Close' }).first().click();

    // The manager is now flagged in the list, found by a server-side search.
    await page.getByRole('textbox', { name: 'Search by name, username or email' }).fill(MANAGER.username);
    await page
      .getByRole('row', { name: new RegExp(`Maya Lead.*${MANAGER.username}`) })
      .getByText('Manager')
      .waitFor();
    await admin.context.close();

    const manager = await openPage(browser, '/login');
    await signIn(manager.page, MANAGER);
    await navigateInApp(manager.page, '/manager');
    await manager.page.getByRole('heading', { name: 'My team', level: 1 }).waitFor();
    for (const report of REPORTS) {
      await manager.page.getByRole('row', { name: new RegExp(`${report.first} Report`) }).waitFor();
    }
    await expectNoSeriousViolations(manager.page, '/manager');
    await manager.page.getByRole('button', { name: 'Nudge Ravi Report' }).click();
    const nudge = manager.page.getByRole('dialog', { name: 'Remind Ravi Report' });
    await nudge
      .getByRole('textbox', { name: 'Personal note (optional)' })
      .fill('Please start the field course.');
    await nudge.getByRole('button', { name: 'Send reminder' }).click();
    await seeMessage(manager.page, 'Reminder sent to Ravi Report.');
    expect(manager.problems).toEqual([]);
    await manager.context.close();

    const learner = await openPage(browser, '/login');
    await signIn(learner.page, demoCredential('learner'));
    await navigateInApp(learner.page, '/manager');
    await learner.page.getByText('You are not authorized to see this page').waitFor();
    await expectNoSeriousViolations(learner.page, '/manager as a learner');
    await learner.context.close();
  });

  // Runs after the journey above: the nudged report signs in with the password from the file.
  it('the nudged report finds the reminder among their notifications', async () => {
    const ravi = await openPage(browser, '/login');
    await signIn(ravi.page, { username: REPORTS[0]?.username ?? '', password: REPORT_PASSWORD });
    await ravi.page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
    await ravi.page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Maya Lead sent you a reminder')
      .waitFor();
    await expectNoSeriousViolations(ravi.page, 'notifications of the nudged report');
    await ravi.context.close();
  });
});
