/**
 * How long any browser-test wait may take: vitest's `expect.poll` and playwright's own actions,
 * navigations and `waitFor`. A 2-core CI machine with other work beside it can need several
 * seconds for a sign-in round trip, so waits are generous; a passing wait ends as soon as its
 * condition holds, so this costs nothing when all is well.
 */
export const WAIT_MS = 15_000;

/** A test (or hook) makes several waits in a row; its own limit must outlast a handful of them. */
export const TEST_MS = 6 * WAIT_MS;

/** A story played across several phones makes dozens of waits, each of which may run long on a busy machine. */
export const SCENARIO_MS = 4 * TEST_MS;

/**
 * The app's own waits (autosave, retries, reconnecting, the board over HTTP while a socket is
 * down) run at this fraction of their length in browser tests, so a test that waits for one
 * spends a quarter of the time (src/lib/waits.ts); those of APP_WAIT_SCALES at theirs. A test that
 * measures what a page fetches or how it moves before it settles runs them as on a phone
 * (`useBrowser` and `newContext`'s `waits`).
 */
export const APP_WAIT_SCALE = 0.25;

/**
 * The app's waits that run shorter still in browser tests: the page's settling, at a tenth. Every
 * page a test opens waits for it before its foot, the way back into a game or the app installing
 * itself for offline play come, and no test watches the wait itself, only what comes after it;
 * a test that needs a page unsettled for a while runs its waits as on a phone.
 */
export const APP_WAIT_SCALES = { pageSettles: 0.1 } as const;

/**
 * How many browser test files run at once, each against its own server (its own port, database
 * and doubles), so one file's rounds never show on another's boards. Two on a 2-core machine:
 * the files wait on servers and timers as much as they use a core, so two at a time take the
 * browser tests from about 670 s to about 400 s. PUBGOLF_E2E_SERVERS=1 runs them one at a time.
 */
export const E2E_SERVERS = Math.max(1, Math.floor(Number(process.env.PUBGOLF_E2E_SERVERS ?? '2')) || 1);
