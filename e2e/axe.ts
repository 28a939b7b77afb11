import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, the bar Lighthouse and the law hold a site to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One line per failing element: what is wrong, where, and axe's own account of it. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
      return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} | at ${node.target.join(' ')} | ${why}`;
    }),
  );
}

/** One readable line per element axe finds at fault on the page as laid out now. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return describeViolations(results.violations);
}

/** Fails the test with one readable line per element axe finds at fault. */
export async function expectNoViolations(page: Page, where: string) {
  expect(await axeViolations(page), `axe violations on ${where}`).toEqual([]);
}
