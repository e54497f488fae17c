import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, pathnameOf } from './browser.ts';
import { demoCredential, signIn } from './demo-accounts.ts';
import { clippedControls, openPhone } from './phone.ts';

describe('shell', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('suggests lessons and names while typing, from word prefixes', async () => {
    const { page, context } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));
    const search = page.getByRole('textbox', { name: 'Search courses, programs and articles' });
    await search.pressSequentially('pa', { delay: 40 });
    await page.waitForTimeout(400);
    // Fewer than 3 characters: no suggestions yet.
    await page.getByRole('listbox', { name: 'Search suggestions' }).waitFor({ state: 'hidden' });
    await search.pressSequentially('ss', { delay: 40 });
    await page.getByRole('option', { name: /Password check/ }).waitFor();
    await page.getByRole('option', { name: /Password check/ }).click();
    await page.waitForURL('**/courses/**');
    await page.getByRole('heading', { name: 'Information Security Basics' }).first().waitFor();
    await context.close();
  });

  it('fits a phone: points, language and search reachable, labelled bottom menu, nothing cut', async () => {
    const { page, context } = await openPhone(browser, '/login');
    await signIn(page, demoCredential('learner'));
    await page.getByTestId('learner-points').waitFor();
    expect(await clippedControls(page)).toEqual([]);
    const header = page.locator('header');
    await header.getByRole('button', { name: /^Language: English/ }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const label of ['Home', 'Library', 'Leaderboard', 'Achievements'])
      expect(await menu.getByRole('link', { name: label }).textContent()).toBe(label);
    await menu.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Favorites' }).click();
    await page.waitForURL('**/favorites');

    await header.getByRole('button', { name: 'Open search' }).click();
    const search = page.getByRole('textbox', { name: 'Search courses, programs and articles' });
    await search.pressSequentially('secu', { delay: 40 });
    await page
      .getByRole('option', { name: /Information Security Basics/ })
      .first()
      .waitFor();
    expect(await clippedControls(page)).toEqual([]);
    await search.press('Enter');
    await page.waitForURL('**/search?text=secu');
    await header.getByRole('button', { name: 'Open search' }).waitFor();
    await context.close();
  });

  it('sends creators to the builder on a wide screen, to home on a phone, and learners home', async () => {
    const wide = await openPage(browser, '/login');
    await signIn(wide.page, demoCredential('creator'));
    await wide.page.waitForURL('**/builder');
    // Signed in, the login path leads to the builder again.
    await wide.page.goto('/login');
    await wide.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(pathnameOf(wide.page)).toBe('/builder');
    await wide.context.close();

    const phone = await openPhone(browser, '/login');
    await signIn(phone.page, demoCredential('creator'));
    expect(pathnameOf(phone.page)).toBe('/');
    await phone.context.close();

    const learner = await openPage(browser, '/login');
    await signIn(learner.page, demoCredential('learner'));
    expect(pathnameOf(learner.page)).toBe('/');
    await learner.context.close();
  });

  it('renders every language with a font for its script, fetched only when the page uses it', async () => {
    const scriptFont: Record<string, string | null> = {
      en: null,
      de: null,
      hi: 'Noto Sans Devanagari',
      mr: 'Noto Sans Devanagari',
      bn: 'Noto Sans Bengali',
      ta: 'Noto Sans Tamil',
      te: 'Noto Sans Telugu',
      kn: 'Noto Sans Kannada',
      ml: 'Noto Sans Malayalam',
    };
    for (const [language, family] of Object.entries(scriptFont)) {
      const { page, context } = await openPage(browser, '/login');
      await page.evaluate((lang) => {
        localStorage.setItem(
          'lp-ui',
          JSON.stringify({ version: 0, state: { darkMode: false, language: lang } }),
        );
      }, language);
      await page.reload();
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
      await page.locator('form button[type="submit"]').waitFor();
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        const text = document.body.innerText;
        const loaded = [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family);
        return { text, loaded: [...new Set(loaded.map((name) => name.replace(/"/g, '')))] };
      });
      const scriptFamilies = fonts.loaded.filter((name) => name.startsWith('Noto Sans'));
      // Only the script the page shows is downloaded (unicode-range), and it covers the page's text.
      expect(scriptFamilies, language).toEqual(family ? [family] : []);
      if (family) {
        // The page's letters of that script (Telugu, Tamil...) all have a glyph in the font.
        const script = family.replace('Noto Sans ', '');
        const letters = [...fonts.text].filter((char) => new RegExp(`\\p{Script=${script}}`, 'u').test(char));
        expect(letters.length, language).toBeGreaterThan(0);
        const covered = await page.evaluate(([name, text]) => document.fonts.check(`16px "${name}"`, text), [
          family,
          letters.join(''),
        ] as const);
        expect(covered, language).toBe(true);
      }
      await context.close();
    }
  });
});
