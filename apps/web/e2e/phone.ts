import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

/** A phone in portrait, as the SPEC's portrait mode means it. */
export async function openPhone(browser: Browser, path: string) {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(path);
  return { page, context };
}

/** Visible top-bar and bottom-menu controls whose content is cut or that stick out of the screen. */
export function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const bars = document.querySelectorAll('header, footer, nav');
    for (const bar of bars) {
      for (const el of bar.querySelectorAll<HTMLElement>(
        'a, button, input, [role="button"], .mantine-Badge-root',
      )) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName;
        if (box.left < 0 || box.right > window.innerWidth + 0.5) found.push(`${name}: outside the screen`);
        for (const part of [el, ...el.querySelectorAll<HTMLElement>('*')]) {
          if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible') {
            found.push(`${name}: content cut (${part.scrollWidth} > ${part.clientWidth})`);
            break;
          }
        }
      }
    }
    return found;
  });
}
