/** The accessibility check every journey makes: axe's WCAG 2 A and AA rules, nothing found. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** `include` limits the check to one part of the page (a dialog, a panel). */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Let finite animations (a dialog fading in, a notice sliding in) end before measuring contrast.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  // Each violation names its elements, so a failure says where to look.
  const found = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
  expect(found).toEqual([]);
}
