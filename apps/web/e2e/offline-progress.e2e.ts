import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser.ts';
import { demoCredential, signIn } from './demo-accounts.ts';
import { coursePercentage, openCourseFromLibrary, openDeck, queuedEvents } from './learning.ts';

const SUBMIT_QUEUE = '**/api/v3/activity/submit_queue';

describe('progress made offline', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps a completion through a reload and sends it when back online', async () => {
    const { page, context } = await openPage(browser, '/login');
    await signIn(page, demoCredential('manager'));
    await openCourseFromLibrary(page, 'Customer Service Excellence');
    expect(await coursePercentage(page)).toBe('0% complete');
    await openDeck(page, 'Active listening');

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await page.getByText('You are offline. Your progress is saved on this device').waitFor();
    expect(await queuedEvents(page)).toEqual(expect.arrayContaining(['DECK_STARTED', 'DECK_COMPLETED']));

    // Back on the network but the pushes still fail: the reload must not lose the queue.
    await page.route(SUBMIT_QUEUE, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Active listening', level: 1 }).waitFor();
    expect(await queuedEvents(page)).toEqual(expect.arrayContaining(['DECK_COMPLETED']));

    // The connection comes back: the `online` event sends the queue.
    await page.unroute(SUBMIT_QUEUE);
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForFunction(
      () => (JSON.parse(localStorage.getItem('lp-tracker') ?? '{}').state?.queue ?? []).length === 0,
    );

    await page.goto(new URL(page.url()).pathname.replace(/\/decks\/.*$/, ''));
    await page.getByTestId('course-percentage').getByText('100% complete').waitFor();
    await page.getByRole('listitem', { name: 'Active listening: Complete' }).waitFor();
    await context.close();
  });
});
