import type { Page } from 'playwright-core';

/**
 * Chooses a language in the top bar's language menu, as a signed-in user does. The choice is saved
 * to the user's profile and every later sign-in opens in it, so a journey that changes the demo
 * learner's language chooses English again before it ends.
 */
export async function chooseLanguage(page: Page, language: string): Promise<void> {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/update/self') && r.request().method() === 'POST' && r.ok(),
  );
  // The button with the language icon: its name is in the language shown.
  await page.locator('header button:has(svg.tabler-icon-language)').click();
  await page.locator(`[role="menuitem"][lang="${language}"]`).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
  await saved;
}
