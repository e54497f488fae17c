import { levelFor } from '@lp/shared/gamification/index';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { demoCredential, signIn } from './demo-accounts.ts';
import { checkAndContinue, coursePercentage, openCourseFromLibrary, openDeck } from './learning.ts';

describe('learning a course', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reads articles, passes the values quiz, and sees the percentage and points change', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));
    await openCourseFromLibrary(page, 'Welcome to Demo Company');
    expect(await coursePercentage(page)).toBe('0% complete');
    // Other journeys may have given the demo learner points already: this one counts from here.
    const pointsText = page.getByTestId('learner-points').getByText(/^\d+ points?$/);
    await pointsText.waitFor();
    const pointsBefore = Number(((await pointsText.textContent()) ?? '').replace(/[^\d]/g, ''));

    await openDeck(page, 'Who we are');
    await page.getByText('Demo Company started in 2009', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await page.getByText('Completed! Your progress is saved.').waitFor();

    // The course completes topic by topic (SPEC §4), so the second topic is finished too.
    await page.getByRole('link', { name: 'Back to the course' }).click();
    await openDeck(page, 'Our values');
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await page.getByText('Completed! Your progress is saved.').waitFor();
    await page.getByRole('link', { name: 'Next: Values quiz' }).click();
    await page.getByRole('heading', { name: 'Values quiz', level: 1 }).waitFor();

    await page.getByRole('radio', { name: 'Own the outcome' }).check();
    await checkAndContinue(page);
    await page.getByRole('radio', { name: 'One hour' }).check();
    await checkAndContinue(page, 'Submit');

    await page.getByText('Best score: 100%').waitFor();
    await page.getByText('Passed', { exact: true }).waitFor();
    await page.getByText('Points earned in this quiz: 50').waitFor();
    await page
      .getByTestId('learner-points')
      .getByText(`${pointsBefore + 50} points`)
      .waitFor();

    await page.getByRole('link', { name: 'Back to the course' }).click();
    await page.getByTestId('course-percentage').getByText('50% complete').waitFor();
    expect(await page.getByRole('listitem', { name: 'Values quiz: Complete' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the next deck of a sequential course locked until the previous one is complete', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));
    await openCourseFromLibrary(page, 'Information Security Basics');

    await page.getByRole('listitem', { name: 'Password check: Locked' }).waitFor();
    expect(await page.getByRole('link', { name: /^Password check/ }).count()).toBe(0);

    await openDeck(page, 'Strong passwords');
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await page.getByText('Completed! Your progress is saved.').waitFor();
    await page.getByRole('link', { name: 'Back to the course' }).click();

    await page.getByRole('listitem', { name: 'Password check: To do' }).waitFor();
    expect(await page.getByRole('listitem', { name: 'Spotting phishing: Locked' }).isVisible()).toBe(true);
    await openDeck(page, 'Password check');
    await page.getByRole('radio', { name: 'password1' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});

// After the journeys above (same file, so in order): the learner's quiz points reach the boards.
describe('points on the leaderboard and rewards', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('passes the values quiz, then finds themself ranked with points and sees their level', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));
    await openCourseFromLibrary(page, 'Welcome to Demo Company');
    await openDeck(page, 'Values quiz');
    await page.getByRole('radio', { name: 'Own the outcome' }).check();
    await checkAndContinue(page);
    await page.getByRole('radio', { name: 'One hour' }).check();
    await checkAndContinue(page, 'Submit');
    await page.getByText('Best score: 100%').waitFor();

    await page.goto('/app/leaderboard');
    await page.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor();
    const myRow = page.getByTestId('my-leaderboard-row');
    await myRow.waitFor();
    const label = (await myRow.getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^Rank \d+: Leo Learner, \d+ points$/);
    const boardPoints = Number(label.match(/(\d+) points$/)?.[1]);
    expect(boardPoints).toBeGreaterThanOrEqual(50);

    await page.goto('/app/rewards');
    const level = page.getByTestId('my-level');
    await level.waitFor();
    const points = Number(await page.getByTestId('my-points').textContent());
    expect(points).toBe(boardPoints);
    const expected = levelFor(points);
    expect(await level.textContent()).toBe(`Level ${expected.level}: ${expected.name}`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
