/**
 * Every component test: a console.error it did not declare fails it (React logs one for a render
 * that threw, a missing key or an update outside act), each test starts on an empty page in
 * English with nothing kept on the device, and a wait for what should show allows for a busy
 * machine's first load of a catalog.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { failOnUnexpectedConsoleError } from '../../scripts/console-errors';

configure({ asyncUtilTimeout: 10_000 });

failOnUnexpectedConsoleError();

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'en';
  localStorage.clear();
});
