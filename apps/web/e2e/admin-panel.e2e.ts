import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, navigateInApp } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { demoCredential, signIn, submitLoginForm } from './demo-accounts.ts';

/** A team of this run only: journeys share one server and run in any order. */
const stamp = Date.now().toString(36);
const teamName = `acme${stamp}`;
const teamAdmin = { username: `acmeadmin${stamp}`, password: 'Acme@pass1' };

describe('admin panel', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets a super admin create a team and its admin, who caps the plan and switches a flag', async () => {
    const root = await openPage(browser, '/login');
    await signIn(root.page, demoCredential('superadmin'));
    await navigateInApp(root.page, '/adminPanel?section=teams');
    await root.page.getByRole('heading', { name: 'New team' }).waitFor();
    await root.page.getByRole('textbox', { name: 'Name', exact: true }).fill(teamName);
    await root.page.getByRole('textbox', { name: 'Title', exact: true }).fill('Acme Corp');
    await root.page.getByRole('textbox', { name: 'Admin username' }).fill(teamAdmin.username);
    await root.page.getByLabel('Admin password').fill(teamAdmin.password);
    await root.page.getByRole('button', { name: 'Create team' }).click();
    await root.page.getByText('Acme Corp was created.').waitFor();
    await root.page.getByRole('cell', { name: teamName, exact: true }).waitFor();
    await expectNoSeriousViolations(root.page, 'admin panel, teams');
    expect(root.problems).toEqual([]);
    await root.context.close();

    const admin = await openPage(browser, '/login');
    // The new admin has no name yet, so the home greets nobody by name: wait for the app instead.
    await submitLoginForm(admin.page, teamAdmin);
    await admin.page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await navigateInApp(admin.page, '/adminPanel?section=plan');
    await admin.page.getByText('1 (unlimited)').waitFor();
    await admin.page.getByRole('textbox', { name: 'Max users' }).fill('5');
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('Plan saved.').waitFor();
    await admin.page.getByText('1 of 5').waitFor();
    await expectNoSeriousViolations(admin.page, 'admin panel, account plan');

    await admin.page.getByRole('tab', { name: 'Team settings' }).click();
    const contests = admin.page.getByRole('switch', { name: 'Contests' });
    expect(await contests.isChecked()).toBe(false);
    await contests.click({ force: true });
    await admin.page.getByText('Settings saved.').waitFor();
    expect(await contests.isChecked()).toBe(true);
    await expectNoSeriousViolations(admin.page, 'admin panel, team settings');
    // The flag changed behaviour: the builder's Create menu now offers a contest.
    await navigateInApp(admin.page, '/builder');
    await admin.page.getByRole('button', { name: 'Create' }).click();
    await admin.page.getByRole('menuitem', { name: 'New contest' }).waitFor();
    expect(admin.problems).toEqual([]);
    await admin.context.close();
  });

  it('tells a learner opening /hotspotter that they are not authorized', async () => {
    const learner = await openPage(browser, '/login');
    await signIn(learner.page, demoCredential('learner'));
    await navigateInApp(learner.page, '/hotspotter');
    await learner.page.getByRole('heading', { name: 'You are not authorized to see this page' }).waitFor();
    await expectNoSeriousViolations(learner.page, 'hotspotter as a learner');
    await learner.context.close();
  });
});
