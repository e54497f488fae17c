import type { Page } from 'playwright-core';

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
