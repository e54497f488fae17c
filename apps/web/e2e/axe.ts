import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Runs axe (WCAG 2 A/AA) and fails on serious or critical violations, listing them. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Let the page settle (data loaded, transitions finished) before scanning.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = violations.filter(({ impact }) => impact === 'serious' || impact === 'critical');
  const report = serious.map(
    ({ id, impact, help, nodes }) =>
      `${id} (${impact}): ${help} — ${JSON.stringify(nodes[0]?.target)} ${nodes[0]?.failureSummary ?? ''}`,
  );
  expect.soft(report, `${label}: serious or critical axe violations`).toEqual([]);
}

/**
 * Navigates inside the single-page app (as its links do) instead of reloading it: every full load
 * refetches the app's chunks, and the suite's page loads share the server's per-address rate limit.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
