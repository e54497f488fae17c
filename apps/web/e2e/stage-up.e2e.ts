import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations, navigateInApp } from './axe.ts';
import { launchBrowser } from './browser.ts';
import { type Credential, demoCredential, signIn } from './demo-accounts.ts';
import { checkAndContinue, openCourseFromLibrary, openDeck } from './learning.ts';
import { type ApiUser, apiCall, apiSignIn, registerDemoLearner } from './product-api.ts';

const run = Date.now().toString(36);
const COURSE = `Stage climb ${run}`;
const QUIZ = 'Climbing quiz';
/** Past the default stage threshold of 200 points (packages/shared/src/gamification): stage 2, level 3. */
const QUIZ_POINTS = 250;

/** The creator builds and launches a course whose one quiz is worth a stage, through the builder API. */
async function courseWorthAStage(creator: ApiUser): Promise<{ courseId: string; quizId: string }> {
  const course = await apiCall<{ _id: string }>(creator, 'POST', 'courses/create', { name: COURSE });
  const topic = await apiCall<{ _id: string }>(creator, 'POST', `courses/${course._id}/topics/create`, {
    name: 'The climb',
  });
  const quiz = await apiCall<{ _id: string }>(creator, 'POST', 'decks/create', {
    topicId: topic._id,
    name: QUIZ,
    readerType: 'assessment',
    settings: { passingPercentage: 50, maxPoints: QUIZ_POINTS },
    content: {
      questions: [
        {
          id: 'q1',
          type: 'single',
          prompt: 'Which rope holds a climber?',
          options: [
            { id: 'a', text: 'A frayed rope' },
            { id: 'b', text: 'A checked rope' },
          ],
          answer: ['b'],
        },
      ],
    },
  });
  await apiCall(creator, 'POST', `courses/${course._id}/launch`, { resetProgress: false });
  return { courseId: course._id, quizId: quiz._id };
}

/** A new learner of the demo team (0 points: level 1, stage 1), enrolled in the course. */
async function enrolledLearner(creator: ApiUser, courseId: string, label: string): Promise<Credential> {
  const credential = { username: `climber${label}${run}`, password: 'Climb@2026x' };
  await registerDemoLearner(credential, { first: 'Kiran', last: `Climber ${label}` });
  const learner = await apiSignIn(credential);
  await apiCall(creator, 'POST', `courses/${courseId}/learners/${learner.userId}/add`);
  return credential;
}

/**
 * Signs the learner in on a fresh device; the first visit remembers their level and stage
 * without celebrating them.
 */
async function signedInLearner(
  browser: Browser,
  credential: Credential,
  reducedMotion: 'reduce' | 'no-preference',
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 1280, height: 800 },
    reducedMotion,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, credential);
  await page.getByTestId('learner-points').waitFor();
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.startsWith('lp-last-stage:')));
  expect(await page.getByRole('dialog').count()).toBe(0);
  return { page, context };
}

/**
 * Saves German as the learner's language on the profile screen (users/{id}/update/self): the
 * language the app shows them and the server writes to them in.
 */
async function saveGermanOnProfile(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open the user menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit profile' }).click();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await navigateInApp(page, '/');
}

describe('a new stage', () => {
  let browser: Browser;
  let creator: ApiUser;
  let course: { courseId: string; quizId: string };

  beforeAll(async () => {
    browser = await launchBrowser();
    creator = await apiSignIn(demoCredential('creator'));
    course = await courseWorthAStage(creator);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("is celebrated the moment the learner reaches it, with the stage's name and emblem and the level it brought", async () => {
    const credential = await enrolledLearner(creator, course.courseId, 'en');
    const { page, context } = await signedInLearner(browser, credential, 'no-preference');

    await openCourseFromLibrary(page, COURSE);
    await openDeck(page, QUIZ);
    await page.getByRole('radio', { name: 'A checked rope' }).check();
    await checkAndContinue(page, 'Submit');

    const dialog = page.getByRole('dialog', { name: 'New stage!' });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByRole('heading', { name: 'You reached the Rookie stage' }).waitFor();
    expect(await dialog.getByText('You reached level 3: Journeyman').isVisible()).toBe(true);
    expect(await dialog.getByText('250 points to the next level').isVisible()).toBe(true);
    const celebration = dialog.getByTestId('level-up');
    expect(await celebration.getAttribute('data-moment')).toBe('stage');
    expect(await celebration.getAttribute('data-animated')).toBe('true');
    expect((await celebration.locator('[data-badge="stage"]').textContent())?.trim()).toBe('2');
    await expectNoSeriousViolations(page, 'stage-up dialog (English)');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Seen once, the stage is not celebrated again; the rewards page shows the new level.
    await page.getByText('Passed', { exact: true }).waitFor();
    await navigateInApp(page, '/app/rewards');
    await expect.poll(() => page.getByTestId('my-level').textContent()).toBe('Level 3: Journeyman');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('speaks German to a German learner who reached it on another device, without motion when reduced', async () => {
    const credential = await enrolledLearner(creator, course.courseId, 'de');
    const { page, context } = await signedInLearner(browser, credential, 'reduce');
    await saveGermanOnProfile(page);

    // The quiz is passed from another device: the app sends what the tracker queued there.
    const elsewhere = await apiSignIn(credential);
    const pushed = await apiCall<{ accepted: number }>(elsewhere, 'POST', 'activity/submit_queue', {
      trackers: [
        {
          uuid: randomUUID(),
          name: 'DECK_COMPLETED',
          time: new Date().toISOString(),
          payload: { deckId: course.quizId, timeSpent: 60, responses: { q1: ['b'] } },
        },
      ],
    });
    expect(pushed.accepted).toBe(1);
    await page.reload();

    const dialog = page.getByRole('dialog', { name: 'Neuer Rang!' });
    await dialog.waitFor({ timeout: 20_000 });
    await dialog.getByRole('heading', { name: 'Sie haben den Rang Anfänger erreicht' }).waitFor();
    expect(await dialog.getByText('Sie haben Stufe 3 erreicht: Geselle').isVisible()).toBe(true);
    const celebration = dialog.getByTestId('level-up');
    expect(await celebration.getAttribute('data-animated')).toBe('false');
    expect(await celebration.locator('style').count()).toBe(0);
    expect((await celebration.locator('[data-badge="stage"]').textContent())?.trim()).toBe('2');
    await expectNoSeriousViolations(page, 'stage-up dialog (German, reduced motion)');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The notices the server wrote name the stage and the level in German too.
    await page.getByRole('button', { name: /^Benachrichtigungen, [1-9]\d* ungelesen$/ }).click();
    const inbox = page.getByRole('region', { name: 'Benachrichtigungen' });
    await inbox.getByText('Neuer Rang: Anfänger').first().waitFor();
    await inbox.getByText('Neue Stufe: Geselle').first().waitFor();
    await context.close();
  });
});
