import axe, { type Result, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, the bar Lighthouse and the law hold a site to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Our own document only: the app has no frames of its own, and the payment fields are Stripe's
 * cross-origin frames, Stripe's to make accessible. Only violations carry their elements back.
 */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  iframes: false,
  resultTypes: ['violations'],
};

/**
 * The rules whose findings depend on the page's colours: all that can differ between its light and
 * its dark scheme, whose markup, sizes and words are the same.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** One line per failing element: what is wrong, where, and axe's own account of it. */
function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim();
      return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} | at ${node.target.join(' ')} | ${why}`;
    }),
  );
}

/**
 * One readable line per element axe finds at fault on the page as laid out now: by every rule, or
 * by the colour rules alone for a page read whole already in its other colour scheme. axe's half
 * a megabyte of script is put in a document once and kept for every later reading of it (a page
 * read at five widths parses it once).
 */
export async function axeViolations(
  page: Page,
  { rules = 'all' }: { rules?: 'all' | 'colours' } = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const options: RunOptions =
    rules === 'all' ? RUN_OPTIONS : { ...RUN_OPTIONS, runOnly: { type: 'rule', values: COLOUR_RULES } };
  const violations = await page.evaluate(
    (options) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, options).then((results) => results.violations),
    options,
  );
  return describeViolations(violations);
}

/** Fails the test with one readable line per element axe finds at fault. */
export async function expectNoViolations(page: Page, where: string) {
  expect(await axeViolations(page), `axe violations on ${where}`).toEqual([]);
}
