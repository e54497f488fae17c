import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, navigateInApp } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { seeMessage } from './builder-studio.ts';
import { demoCredential, signIn, submitLoginForm } from './demo-accounts.ts';

/**
 * The whole journey in one new team: a super admin creates the team and its admin; that
 * admin imports people from a CSV (one of them the manager of the three others) and caps the plan;
 * the manager nudges a report who has not started anything; the report sees the reminder and is
 * refused the admin panel.
 */
const stamp = Date.now().toString(36);
const teamName = `corp${stamp}`;
const teamAdmin = { username: `corpadmin${stamp}`, password: 'Corp@pass1' };
const manager = { username: `lead${stamp}`, password: 'Lead@2026x', first: 'Lena', last: 'Lead' };
const reports = ['Omar', 'Pia', 'Quinn'].map((first, i) => ({
  username: `mate${i + 1}${stamp}`,
  password: 'Mate@2026x',
  first,
  last: 'Mate',
}));

const CSV = [
  'username,first_name,last_name,email,manager_username,department,password',
  `${manager.username},${manager.first},${manager.last},${manager.username}@example.com,,Field,${manager.password}`,
  ...reports.map(
    (r) =>
      `${r.username},${r.first},${r.last},${r.username}@example.com,${manager.username},Field,${r.password}`,
  ),
].join('\n');

describe('a new team from creation to a manager nudge', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('super admin creates the team; its admin imports people, names the manager and caps the plan', async () => {
    const root = await openPage(browser, '/login');
    await signIn(root.page, demoCredential('superadmin'));
    await navigateInApp(root.page, '/adminPanel?section=teams');
    await root.page.getByRole('heading', { name: 'New team' }).waitFor();
    await root.page.getByRole('textbox', { name: 'Name', exact: true }).fill(teamName);
    await root.page.getByRole('textbox', { name: 'Title', exact: true }).fill('Corp Ltd');
    await root.page.getByRole('textbox', { name: 'Admin username' }).fill(teamAdmin.username);
    await root.page.getByLabel('Admin password').fill(teamAdmin.password);
    await root.page.getByRole('button', { name: 'Create team' }).click();
    await root.page.getByText('Corp Ltd was created.').waitFor();
    await expectNoSeriousViolations(root.page, 'admin panel, new team');
    expect(root.problems).toEqual([]);
    await root.context.close();

    const admin = await openPage(browser, '/login');
    const { page } = admin;
    await submitLoginForm(page, teamAdmin);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await navigateInApp(page, '/builder/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Import users' }).click();
    const importer = page.getByRole('dialog', { name: 'Import users from a file' });
    await importer.locator('input[type="file"]').setInputFiles({
      name: 'corp.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await importer.getByRole('button', { name: 'Check file' }).click();
    await importer.getByText('4 rows: 4 new, 0 updates, 0 with errors').waitFor();
    await expectNoSeriousViolations(page, 'import dry run of the new team');
    await importer.getByRole('button', { name: 'Import 4 rows' }).click();
    await importer.getByText('4 created, 0 updated, 0 skipped').waitFor();
    await importer.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('textbox', { name: 'Search by name, username or email' }).fill(manager.username);
    await page
      .getByRole('row', { name: new RegExp(`${manager.first} ${manager.last}.*${manager.username}`) })
      .getByText('Manager')
      .waitFor();
    await expectNoSeriousViolations(page, '/builder/users of the new team');

    // Five seats taken (the admin and four imported); the admin caps the plan at six.
    await navigateInApp(page, '/adminPanel?section=plan');
    await page.getByText('5 (unlimited)').waitFor();
    await page.getByRole('textbox', { name: 'Max users' }).fill('6');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Plan saved.').waitFor();
    await page.getByText('5 of 6').waitFor();
    await expectNoSeriousViolations(page, 'account plan of the new team');
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });

  it('the manager nudges a report who has not started, who sees it and is refused the admin panel', async () => {
    const lead = await openPage(browser, '/login');
    await signIn(lead.page, manager);
    await navigateInApp(lead.page, '/manager');
    await lead.page.getByRole('heading', { name: 'My team', level: 1 }).waitFor();
    for (const report of reports) {
      await lead.page.getByRole('row', { name: new RegExp(`${report.first} ${report.last}`) }).waitFor();
    }
    await expectNoSeriousViolations(lead.page, '/manager of the new team');
    const [omar] = reports;
    if (!omar) throw new Error('no report');
    await lead.page.getByRole('button', { name: `Nudge ${omar.first} ${omar.last}` }).click();
    const nudge = lead.page.getByRole('dialog', { name: `Remind ${omar.first} ${omar.last}` });
    await nudge.getByRole('button', { name: 'Send reminder' }).click();
    await seeMessage(lead.page, `Reminder sent to ${omar.first} ${omar.last}.`);
    expect(lead.problems).toEqual([]);
    await lead.context.close();

    const learner = await openPage(browser, '/login');
    await signIn(learner.page, omar);
    await learner.page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
    await learner.page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`${manager.first} ${manager.last} sent you a reminder`)
      .waitFor();
    await expectNoSeriousViolations(learner.page, 'notifications of the nudged report');
    await learner.page.keyboard.press('Escape');
    await navigateInApp(learner.page, '/hotspotter');
    await learner.page.getByRole('heading', { name: 'You are not authorized to see this page' }).waitFor();
    await expectNoSeriousViolations(learner.page, '/hotspotter as a learner of the new team');
    await learner.context.close();
  });
});
