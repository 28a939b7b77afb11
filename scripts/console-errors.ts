/**
 * A Worker or component test fails on a console.error it did not declare, as the browser tests
 * do: our code (and React) logs with console.error only when something went wrong. A test that provokes such a failure
 * on purpose declares it with `expectConsoleError`, where it causes it; a declared error that is
 * never logged fails the test too, so each declaration keeps saying something true.
 */
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

let spy: MockInstance<typeof console.error> | undefined;
let logged: string[] = [];
let expected: RegExp[] = [];

/** Declares that this test makes our code log an error matching `pattern`. */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

/** Registered once for every Worker and component test file, by each project's setup file. */
export function failOnUnexpectedConsoleError(): void {
  beforeEach(() => {
    logged = [];
    expected = [];
    spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(asText).join(' '));
    });
  });

  afterEach(() => {
    spy?.mockRestore();
    spy = undefined;
    const seen = logged;
    const declared = expected;
    logged = [];
    expected = [];
    expect(
      seen.filter((line) => !declared.some((pattern) => pattern.test(line))),
      'console.error calls the test did not declare with expectConsoleError',
    ).toEqual([]);
    expect(
      declared.filter((pattern) => !seen.some((line) => pattern.test(line))),
      'declared console errors that were never logged',
    ).toEqual([]);
  });
}

function asText(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
