import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, navigateInApp } from './axe.ts';
import { launchBrowser, openPage } from './browser.ts';
import { demoCredential, signIn } from './demo-accounts.ts';
import { checkAndContinue, openCourseFromLibrary, openDeck, playToTheEnd } from './learning.ts';

const COURSE = 'Formats Showcase';

async function backToCourse(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Back to the course' }).click();
  await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
}

describe('content formats', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('plays a timed quiz, a SCORM 1.2 package and a video, scored and recorded by the server', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));
    await openCourseFromLibrary(page, COURSE);
    const pointsBefore = Number(
      ((await page.getByTestId('learner-points').textContent()) ?? '')
        .match(/(\d[\d,]*) points/)?.[1]
        ?.replace(/,/g, '') ?? 0,
    );

    // Assessment with a 30-second question timer (SPEC §3 deck settings).
    await openDeck(page, 'Timed quiz: Security basics');
    const timer = page.getByText(/^\d+ s left$/);
    await timer.waitFor();
    const firstReading = Number((await timer.textContent())?.match(/\d+/)?.[0]);
    expect(firstReading).toBeLessThanOrEqual(30);
    await page.getByRole('radio', { name: 'Report it with the Phish button' }).check();
    await checkAndContinue(page);
    await page.getByRole('radio', { name: 'True' }).check();
    await checkAndContinue(page);
    await page.getByRole('checkbox', { name: 'Authenticator app code' }).check();
    await page.getByRole('checkbox', { name: 'Hardware security key' }).check();
    await checkAndContinue(page);
    await page
      .getByRole('textbox', { name: 'Suspected security incidents are reported to the ____ desk.' })
      .fill('security');
    await checkAndContinue(page);
    // The ordering question is answered as shown (the learner never starts with the solution): wrong.
    await checkAndContinue(page, 'Submit');
    // 4 of 5 right: 80 %, a pass at 60 %, 80 % of the deck's 100 points (SPEC §4).
    await page.getByText('Best score: 80%').waitFor();
    await page.getByText('Passed', { exact: true }).waitFor();
    // The points count up to what the server awarded.
    await page.getByText('Points earned in this quiz: 80').waitFor();
    await page
      .getByTestId('learner-points')
      .getByText(`${pointsBefore + 80} points`)
      .waitFor();

    // SCORM 1.2: the package runs in the player on the content origin (scorm-again), framed by the
    // app; the server maps its status and score.
    await backToCourse(page);
    await openDeck(page, 'SCORM: Fire safety module');
    const lesson = page.frameLocator('main iframe').frameLocator('iframe');
    await lesson.getByRole('heading', { name: 'Fire safety essentials' }).waitFor();
    await lesson.getByRole('radio', { name: 'Press the nearest call point' }).check();
    await lesson.getByRole('radio', { name: 'No, never' }).check();
    await lesson.getByRole('radio', { name: 'Point B, north car park' }).check();
    await lesson.getByRole('button', { name: 'Submit answers' }).click();
    await lesson.getByText('You scored 100%. Well done!').waitFor();
    await page.getByText(/Well done! Your best score is 100% and you have earned \d+ points\./).waitFor();

    // Video: only the parts actually played count; playing it to the end records 100 % (max-of rule).
    await backToCourse(page);
    await openDeck(page, 'Video: Welcome from the CEO');
    await playToTheEnd(page, 'Video: Welcome from the CEO');
    await page.getByText('Completed! Your progress is saved.').waitFor();
    expect(await page.getByText('Watched: 100%').isVisible()).toBe(true);

    await backToCourse(page);
    expect(
      await page.getByRole('listitem', { name: 'Video: Welcome from the CEO: Complete' }).isVisible(),
    ).toBe(true);
    expect(
      await page.getByRole('listitem', { name: 'Timed quiz: Security basics: Complete' }).isVisible(),
    ).toBe(true);
    expect(
      await page.getByRole('listitem', { name: 'SCORM: Fire safety module: Complete' }).isVisible(),
    ).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows every format of the showcase course without a serious or critical axe violation', async () => {
    const { page, context } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));
    await openCourseFromLibrary(page, COURSE);
    const decks = await page
      .locator('main a[href*="/decks/"]')
      .evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute('href') ?? '', name: link.textContent ?? '' })),
      );
    expect(decks.length).toBeGreaterThan(50);
    for (const deck of decks) {
      await navigateInApp(page, deck.href);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expectNoSeriousViolations(page, deck.name);
    }
    await context.close();
  }, 600_000);
});
