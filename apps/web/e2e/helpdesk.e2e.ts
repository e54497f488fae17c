import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, navigateInApp } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { demoCredential, signIn } from './demo-accounts.ts';

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page
    .getByLabel(new RegExp(`^${label}`))
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('helpdesk and error log', () => {
  let browser: Browser;
  let learner: Page;
  let admin: Page;
  // Unique to this run: journeys share one server and its demo accounts.
  const problem = `Quiz timer freezes ${randomBytes(3).toString('hex')}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    learner = (await openPage(browser, '/login')).page;
    await signIn(learner, demoCredential('learner'));
    admin = (await openPage(browser, '/login')).page;
    await signIn(admin, demoCredential('admin'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a learner raises a ticket through the proof-of-work check', async () => {
    await navigateInApp(learner, '/app/helpdesk');
    await learner.getByRole('heading', { name: 'Raise a ticket' }).waitFor();
    await expectNoSeriousViolations(learner, '/app/helpdesk');
    await choose(learner, 'Category', 'Technical problem');
    await learner.getByRole('textbox', { name: 'Problem' }).fill(problem);
    await learner
      .getByRole('textbox', { name: 'Details' })
      .fill('The timer stops at 0:10 on every question.');
    await choose(learner, 'Priority', 'High');
    await learner.getByText('Checked').waitFor({ timeout: 30_000 });
    await learner.getByRole('button', { name: 'Submit ticket' }).click();
    await learner.getByText('Your ticket was submitted. We will reply here.').waitFor();
    await learner.getByRole('button', { name: new RegExp(problem) }).waitFor();
  }, 60_000);

  it('the admin replies and resolves it; the learner sees the reply', async () => {
    await navigateInApp(admin, '/builder/helpdesk');
    await admin.getByRole('tab', { name: 'Tickets' }).waitFor();
    await expectNoSeriousViolations(admin, '/builder/helpdesk tickets');
    await choose(admin, 'Status', 'Open');
    await admin.getByRole('button', { name: problem }).click();
    await admin.getByRole('heading', { name: problem }).waitFor();
    await expectNoSeriousViolations(admin, '/builder/helpdesk ticket');
    await admin
      .getByRole('textbox', { name: 'Reply to the learner' })
      .fill('Fixed in today’s release: please reload.');
    await choose(admin, 'Status', 'Resolved');
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.getByText('The ticket was updated and the learner was told.').waitFor();

    await learner.reload();
    const ticket = learner.getByRole('button', { name: new RegExp(problem) });
    await ticket.waitFor();
    expect(await ticket.textContent()).toContain('Resolved');
    await ticket.click();
    await learner.getByText('Fixed in today’s release: please reload.').waitFor();
  }, 60_000);

  it("a thrown error on a page lands in the admin's error log, and the helpdesk form is pre-filled", async () => {
    // The leaderboard's code cannot load: the screen throws and the error page shows.
    await learner.route('**/assets/LeaderboardPage-*.js', (route) => route.abort());
    await navigateInApp(learner, '/app/leaderboard');
    await learner.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await expectNoSeriousViolations(learner, 'error page');
    await learner.getByRole('button', { name: 'Report on helpdesk' }).click();
    await learner.waitForURL(/\/app\/helpdesk\?page=/);
    expect(await learner.getByRole('textbox', { name: 'Problem' }).inputValue()).toBe(
      'Error on /app/leaderboard',
    );

    await admin.getByRole('tab', { name: 'Error log' }).click();
    await admin.getByRole('textbox', { name: 'Page' }).fill('/app/leaderboard');
    const row = admin.getByRole('row').filter({ hasText: '/app/leaderboard' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain('1');
    await expectNoSeriousViolations(admin, 'error log');
    await admin.getByText('Repeated problems', { exact: true }).click();
    await admin.getByRole('row').filter({ hasText: '/app/leaderboard' }).first().waitFor();
  }, 60_000);
});
