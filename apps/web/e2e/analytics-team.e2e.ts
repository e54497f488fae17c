import { readFile } from 'node:fs/promises';
import { format, subDays } from 'date-fns';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, navigateInApp } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { demoCredential, signIn } from './demo-accounts.ts';

const REPORT = `Team status ${Date.now().toString(36)}`;

describe('team analytics and saved reports', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets an admin change the range, save a report and download it', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('admin'));
    await navigateInApp(page, '/builder/analytics');
    await page.getByRole('heading', { name: 'Team analytics' }).waitFor();
    await page.getByText('Showing the whole team.').waitFor();
    await expectNoSeriousViolations(page, '/builder/analytics');

    // The last 7 days instead of the default 30: the figures are asked for again.
    const from = format(subDays(new Date(), 6), 'yyyy-MM-dd');
    const call = page.waitForResponse((res) => res.url().includes(`analytics/team?from=${from}`) && res.ok());
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await call;
    // The segmented control's radios are visually hidden; its labels take the click.
    await page
      .locator('label')
      .filter({ hasText: /^Week$/ })
      .click();
    await page
      .getByRole('table', { name: 'Active learners and sessions as a table' })
      .waitFor({ state: 'attached' });

    await page.getByRole('link', { name: 'Saved reports' }).click();
    await page.getByRole('heading', { name: 'Saved reports', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New report' }).click();
    const dialog = page.getByRole('dialog', { name: 'New report' });
    await dialog.getByLabel('Name').fill(REPORT);
    await dialog.getByRole('button', { name: 'Save report' }).click();
    await page.getByText('Report saved.').waitFor();
    const row = page.getByRole('row', { name: new RegExp(REPORT) });
    await row.waitFor();
    await expectNoSeriousViolations(page, '/builder/analytics/reports');

    await row.getByRole('button', { name: `Actions: ${REPORT}` }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const csv = await readFile(file, 'utf8');
    expect(csv.split('\n')[0]).toBe('Learner,Department,Course,Status,Progress (%),Score,Completed at');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
