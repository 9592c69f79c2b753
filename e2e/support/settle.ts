import type { Page } from '@playwright/test';

/**
 * Wait until the page is still: every finite CSS transition and animation has finished (a modal's
 * fade, the sidebar's slide) and the scroll position has not moved for a few polls (smooth
 * scrolling). Used before a screenshot or a focus check instead of a fixed wait.
 *
 * The page is polled from here with a synchronous snapshot, so it also works on a page whose
 * scripts are disabled (no requestAnimationFrame or timer callbacks run there), and an infinite
 * animation (a spinner) never holds it up. Gives up quietly after five seconds: a page that never
 * settles shows up in the screenshot or the assertion that follows.
 */
export async function settle(page: Page): Promise<void> {
  const deadline = Date.now() + 5_000;
  let still = 0;
  let last = '';
  while (still < 3 && Date.now() < deadline) {
    const now = await page.evaluate(() => {
      const moving = document.getAnimations().filter((a) => {
        if (a.playState !== 'running') return false;
        const end = a.effect?.getComputedTiming().endTime;
        return typeof end === 'number' && Number.isFinite(end);
      }).length;
      return `${scrollX},${scrollY},${moving}`;
    });
    still = now === last && now.endsWith(',0') ? still + 1 : 0;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
