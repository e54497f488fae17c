import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pathnameOf } from './browser.ts';
import { demoCredential, signIn } from './demo-accounts.ts';
import { chooseLanguage } from './language.ts';

describe('learner discovery', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sees the home carousels, opens a tag page, searches, bookmarks, finds it in favorites and switches to Hindi', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));

    const newlyAdded = page.getByRole('region', { name: 'Newly added' });
    await newlyAdded.waitFor();
    expect(await newlyAdded.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await newlyAdded.getByRole('listitem').count()).toBeLessThanOrEqual(10);

    // A carousel per tag of the learner's stage (which tags depends on the stage the learner has
    // reached, so other journeys may have changed it), each with a see-all link to its tag page.
    const seeAll = page.getByRole('main').getByRole('link', { name: 'See all' }).first();
    const tag = decodeURIComponent((await seeAll.getAttribute('href'))?.replace('/tags/', '') ?? '');
    expect(tag.length).toBeGreaterThan(0);
    await seeAll.click();
    await page.waitForURL(`**/tags/${encodeURIComponent(tag)}`);
    await page.getByRole('heading', { name: `#${tag}` }).waitFor();
    // The tag page lists the tagged items as cards that open them.
    await page.getByRole('main').getByRole('link').first().waitFor();
    await page.goBack();
    await newlyAdded.waitFor();

    const search = page.getByRole('textbox', { name: 'Search courses, programs and articles' });
    await search.fill('secrity');
    await page.getByRole('option', { name: 'Information Security Basics' }).waitFor();
    await search.press('Enter');
    await page.waitForURL('**/search?text=secrity');
    await page.getByRole('heading', { name: 'Results for "secrity"' }).waitFor();
    const results = page.getByRole('main');
    await results.getByText('Information Security Basics').first().waitFor();

    const bookmark = results.getByRole('button', { name: 'Bookmark: Information Security Basics' });
    await bookmark.click();
    await results.getByRole('button', { name: 'Remove bookmark: Information Security Basics' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Favorites' })
      .click();
    await page.getByRole('heading', { name: 'Favorites' }).waitFor();
    expect(pathnameOf(page)).toBe('/favorites');
    await page.getByRole('main').getByText('Information Security Basics').first().waitFor();

    await chooseLanguage(page, 'hi');
    await page.getByRole('heading', { name: 'पसंदीदा' }).waitFor();
    expect(
      await page.getByRole('navigation', { name: 'मुख्य मेनू' }).getByRole('link', { name: 'होम' }).isVisible(),
    ).toBe(true);
    // The choice is saved to the learner's profile: back to English for the journeys that follow.
    await chooseLanguage(page, 'en');
    await page.getByRole('heading', { name: 'Favorites' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
