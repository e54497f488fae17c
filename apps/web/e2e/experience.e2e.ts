import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousViolations, navigateInApp } from './axe.ts';
import { launchBrowser, openPage, pathnameOf, setDarkMode } from './browser.ts';
import { demoCredential, signIn } from './demo-accounts.ts';
import { chooseLanguage } from './language.ts';
import { checkAndContinue, openCourseFromLibrary, openDeck } from './learning.ts';
import { clippedControls, openPhone } from './phone.ts';

const MODES = [
  { dark: false, label: 'light' },
  { dark: true, label: 'dark' },
] as const;

/** A new learner joins the demo team at /demo/register (0 points, level 1) and is signed in. */
async function registerLearner(page: Page, name: string): Promise<void> {
  const username = `moment${Date.now().toString(36)}`;
  await page.goto('/demo/register');
  await page.getByLabel('Full name', { exact: true }).fill(name);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('Secret@123');
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('button')).some(
      (button) => button.textContent === 'Create account' && !button.disabled,
    ),
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('Your account is ready and you are signed in.').waitFor();
}

/**
 * The characters of the page's text that the browser draws as the missing-glyph box: each is drawn
 * on a canvas in the page's own font stack and compared with what an unassigned code point draws.
 */
function missingGlyphs(page: Page): Promise<{ checked: number; missing: string[] }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const chars = [...new Set(document.body.innerText)].filter((char) =>
      /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u.test(char),
    );
    const font = `28px ${getComputedStyle(document.body).fontFamily}`;
    await document.fonts.load(font, chars.join(''));
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    context.font = font;
    context.textBaseline = 'middle';
    const draw = (text: string) => {
      context.clearRect(0, 0, canvas.width, canvas.height);
      context.fillText(text, 16, 24);
      return canvas.toDataURL();
    };
    // U+0378 and U+0379 are unassigned: every font draws them as its missing-glyph box.
    const boxes = new Set([draw('\u0378'), draw('\u0379')]);
    return { checked: chars.length, missing: chars.filter((char) => boxes.has(draw(char))) };
  });
}

describe('experience', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const { dark, label } of MODES) {
    const reducedMotion = dark ? 'reduce' : 'no-preference';
    it(`celebrates a new level with its name and badge, and the points and board follow at once (${label}, motion: ${reducedMotion})`, async () => {
      // No handler closes the level-up dialog here: this journey is about seeing it.
      const context = await browser.newContext({
        baseURL: inject('baseUrl'),
        viewport: { width: 1280, height: 800 },
        reducedMotion,
      });
      const page = await context.newPage();
      const name = dark ? 'Noor Nightowl' : 'Asha Climber';
      await registerLearner(page, name);
      await page.goto('/');
      if (dark) await setDarkMode(page, true);
      // The first visit remembers level 1 without celebrating it.
      const points = page.getByTestId('learner-points');
      await points.getByText('0 points').waitFor();
      expect(await page.getByRole('dialog', { name: 'Level up!' }).count()).toBe(0);

      await openCourseFromLibrary(page, 'Information Security Basics');
      await openDeck(page, 'Strong passwords');
      await page.getByRole('button', { name: 'Mark as complete' }).click();
      await page.getByText('Completed! Your progress is saved.').waitFor();
      await page.getByRole('link', { name: 'Back to the course' }).click();
      await openDeck(page, 'Password check');
      await page.getByRole('radio', { name: 'correct-Horse-battery-st4ple!' }).check();
      await checkAndContinue(page);
      await page.getByRole('radio', { name: 'No' }).check();
      await checkAndContinue(page, 'Submit');

      // 100 points: level 2. The dialog names the level and shows its badge over the quiz result.
      const dialog = page.getByRole('dialog', { name: 'Level up!' });
      await dialog.waitFor({ timeout: 20_000 });
      await dialog.getByRole('heading', { name: 'You reached level 2: Apprentice' }).waitFor();
      const celebration = dialog.getByTestId('level-up');
      expect(await celebration.getAttribute('data-animated')).toBe(dark ? 'false' : 'true');
      expect((await celebration.locator('.mantine-ThemeIcon-root').textContent())?.trim()).toBe('2');
      expect(await dialog.getByText('100 points to the next level').isVisible()).toBe(true);
      await expectNoSeriousViolations(page, `level-up dialog (${label})`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The quiz result, the points in the top bar and the board show the pass without a reload.
      await page.getByText('Passed', { exact: true }).waitFor();
      await points.getByText('100 points').waitFor();
      await expectNoSeriousViolations(page, `passed quiz (${label})`);
      await navigateInApp(page, '/app/leaderboard');
      const myRow = page.getByTestId('my-leaderboard-row');
      await myRow.waitFor();
      expect(await myRow.getAttribute('aria-label')).toMatch(new RegExp(`^Rank \\d+: ${name}, 100 points$`));
      await navigateInApp(page, '/app/rewards');
      expect(await page.getByTestId('my-level').textContent()).toBe('Level 2: Apprentice');
      // Seen once, the level is not celebrated again.
      expect(await page.getByRole('dialog', { name: 'Level up!' }).count()).toBe(0);
      await context.close();
    });
  }

  it('suggests names and tags from 3 characters, forgives a typo, and submits on Enter', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));
    for (const { dark, label } of MODES) {
      if (dark) await setDarkMode(page, true);
      const search = page.getByRole('textbox', { name: 'Search courses, programs and articles' });
      const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
      await search.fill('');
      await search.pressSequentially('on', { delay: 40 });
      await page.waitForTimeout(500);
      expect(await suggestions.isVisible()).toBe(false);
      await search.pressSequentially('b', { delay: 40 });
      // Past 2 characters the team's tags are suggested beside the names.
      await suggestions.getByRole('option', { name: 'Onboarding', exact: true }).waitFor();
      // Names (at most 7), then tags, each tag marked by its icon.
      const options = await suggestions.getByRole('option').count();
      const tags = await suggestions
        .getByRole('option')
        .filter({ has: page.locator('svg') })
        .count();
      expect(tags).toBeGreaterThan(0);
      expect(options - tags).toBeGreaterThan(0);
      expect(options - tags).toBeLessThanOrEqual(7);
      await expectNoSeriousViolations(page, `search suggestions (${label})`);

      // A misspelt word still finds the lesson.
      await search.fill('');
      await search.pressSequentially('pasword', { delay: 40 });
      await suggestions.getByRole('option', { name: /Password check/ }).waitFor();
      await search.press('Enter');
      await page.waitForURL('**/search?text=pasword');
      await page
        .getByRole('link', { name: /Information Security Basics/ })
        .first()
        .waitFor();
      await expectNoSeriousViolations(page, `search results (${label})`);
      await navigateInApp(page, '/');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a phone at 390x844 in light and dark and in long languages, with labelled bottom-menu items', async () => {
    const { page, context } = await openPhone(browser, '/login');
    await signIn(page, demoCredential('learner'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const { dark, label } of MODES) {
      if (dark) await setDarkMode(page, true);
      await page.getByTestId('learner-points').waitFor();
      expect(await clippedControls(page), label).toEqual([]);
      await expectNoSeriousViolations(page, `phone home (${label})`);
      await menu.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'Favorites' }).waitFor();
      await expectNoSeriousViolations(page, `phone menu (${label})`);
      await page.keyboard.press('Escape');
      await page.getByRole('menuitem', { name: 'Favorites' }).waitFor({ state: 'hidden' });
    }
    // From the keyboard, the menu opens and the arrow keys walk its items.
    await menu.getByRole('button', { name: 'More' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')))
      .toBe('menuitem');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem').first().waitFor({ state: 'hidden' });
    // The longest words the bottom menu and the top bar carry: German, Tamil and Malayalam.
    for (const language of ['de', 'ta', 'ml']) {
      await chooseLanguage(page, language);
      await page.getByTestId('learner-points').waitFor();
      expect(await clippedControls(page), language).toEqual([]);
      for (const link of await menu.getByRole('link').all()) {
        expect(((await link.textContent()) ?? '').trim().length, language).toBeGreaterThan(0);
      }
    }
    await chooseLanguage(page, 'en');
    await context.close();
  });

  it('sends an admin to the builder on a wide screen and home on a phone', async () => {
    const wide = await openPage(browser, '/login');
    await signIn(wide.page, demoCredential('admin'));
    await wide.page.waitForURL('**/builder');
    for (const { dark, label } of MODES) {
      if (dark) await setDarkMode(wide.page, true);
      await wide.page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      await expectNoSeriousViolations(wide.page, `builder dashboard (${label})`);
    }
    expect(wide.problems).toEqual([]);
    await wide.context.close();

    const phone = await openPhone(browser, '/login');
    await signIn(phone.page, demoCredential('admin'));
    expect(pathnameOf(phone.page)).toBe('/');
    await phone.context.close();
  });

  it('draws every character of the home page in each of the nine languages, never a missing-glyph box', async () => {
    const { page, context } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));
    for (const language of ['en', 'de', 'hi', 'mr', 'bn', 'kn', 'ml', 'ta', 'te']) {
      await chooseLanguage(page, language);
      await page.getByTestId('learner-points').waitFor();
      await page.locator('main h1').first().waitFor();
      const { checked, missing } = await missingGlyphs(page);
      expect(checked, language).toBeGreaterThan(20);
      expect(missing, language).toEqual([]);
    }
    await expectNoSeriousViolations(page, 'home in Telugu (light)');
    await setDarkMode(page, true);
    await page.getByTestId('learner-points').waitFor();
    await expectNoSeriousViolations(page, 'home in Telugu (dark)');
    await chooseLanguage(page, 'en');
    await context.close();
  });
});
