/** The accessibility check every journey makes: axe's WCAG 2 A and AA rules, nothing found. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits until finite animations (a dialog fading in, a notice sliding in) have ended. */
async function animationsSettled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

async function violations(page: Page, include?: string): Promise<string[]> {
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  // Each violation names its elements, so a failure says where to look.
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
}

/** `include` limits the check to one part of the page (a dialog, a panel). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let found = await violations(page, include);
  // Something may start appearing while axe reads the page (the location banner fades in 3 s
  // after load), its colours caught half-way: a real violation is still there once it is still.
  if (found.length > 0) found = await violations(page, include);
  expect(found).toEqual([]);
}
