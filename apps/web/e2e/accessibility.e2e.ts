import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousViolations, navigateInApp } from './axe.ts';
import { launchBrowser, openPage, setDarkMode } from './browser.ts';
import { demoCredential, signIn } from './demo-accounts.ts';

/** The signed-in pages checked, each with the main heading that shows it has rendered. */
const SIGNED_IN_PAGES: [path: string, heading: string | RegExp][] = [
  ['/', /^Welcome, \S+/],
  ['/library', 'Library'],
  ['/search?text=security', 'Results for "security"'],
  ['/editProfile', 'Edit profile'],
];

async function focusedLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return '';
    if (active instanceof HTMLInputElement) return active.labels?.[0]?.textContent?.trim() ?? active.name;
    return active.textContent?.trim() ?? '';
  });
}

describe('accessibility', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets the login form be reached with the keyboard', async () => {
    const { page, context } = await openPage(browser, '/login');
    const username = page.getByLabel('Username', { exact: true });
    await username.waitFor();
    // From the top of the page, Tab reaches the username field (after any top bar controls).
    for (let presses = 0; presses < 10 && !/^Username/.test(await focusedLabel(page)); presses++)
      await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toMatch(/^Username/);
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toMatch(/^Password/);
    // Mantine's password input has a visibility toggle; it is skipped in the tab order.
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toBe('Log in');
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.type)).toBe(
      'submit',
    );
    await context.close();
  });

  for (const darkMode of [false, true]) {
    const mode = darkMode ? 'dark' : 'light';

    it(`has no serious or critical axe violations in ${mode} mode`, async () => {
      const { page, context, problems } = await openPage(browser, '/login');
      await setDarkMode(page, darkMode);
      await page.getByLabel('Username', { exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(mode);
      await expectNoSeriousViolations(page, `/login (${mode})`);

      await signIn(page, demoCredential('learner'));
      for (const [path, heading] of SIGNED_IN_PAGES) {
        await navigateInApp(page, path);
        await page.getByRole('main').getByRole('heading', { name: heading, level: 1 }).waitFor();
        await expectNoSeriousViolations(page, `${path} (${mode})`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
