import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Opens a course from the library by its card and waits for its header. */
export async function openCourseFromLibrary(page: Page, name: string): Promise<void> {
  await page.goto('/library');
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** Opens a deck of the course page shown and waits for its title. */
export async function openDeck(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** The percentage text of the course header, e.g. "50% complete". */
export async function coursePercentage(page: Page): Promise<string> {
  return ((await page.getByTestId('course-percentage').textContent()) ?? '').trim();
}

/** The names of the tracker events waiting in the persisted queue. */
export async function queuedEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('lp-tracker') ?? '{}') as {
      state?: { queue?: { name: string }[] };
    };
    return (stored.state?.queue ?? []).map((entry) => entry.name);
  });
}

/** Plays the video with the keyboard, as a learner would, and waits until it ends. */
export async function playToTheEnd(page: Page, name: string): Promise<void> {
  const video = page.getByLabel(name, { exact: true });
  const state = () =>
    video.evaluate((element) => {
      const media = element as HTMLVideoElement;
      return { ready: media.readyState > 0, ended: media.ended };
    });
  await expect.poll(async () => (await state()).ready).toBe(true);
  await video.focus();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await state()).ended, { timeout: 20_000 }).toBe(true);
}

/** Has the server check the current quiz answer (feedback is on by default), then goes on. */
export async function checkAndContinue(page: Page, next: 'Next' | 'Submit' = 'Next'): Promise<void> {
  await page.getByRole('button', { name: 'Check answer' }).click();
  await page
    .getByText(/^(Correct!|Not quite)/)
    .first()
    .waitFor();
  await page.getByRole('button', { name: next }).click();
}
