import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { configDefaults, defineConfig, type Plugin } from 'vitest/config';
import { compiledCatalogs } from './scripts/compiled-catalogs.ts';
import { E2E_SERVERS, TEST_MS, WAIT_MS } from './e2e/wait.ts';

/** stripe's published .js.map files point at sources it does not ship; vite warns once per module. */
const stripeWithoutSourcemaps: Plugin = {
  name: 'pub-golf:stripe-without-sourcemaps',
  enforce: 'pre',
  async load(id) {
    if (!id.includes('/node_modules/stripe/') || !id.endsWith('.js')) return null;
    return { code: (await readFile(id, 'utf8')).replace(/\/\/# sourceMappingURL=\S+\s*$/, ''), map: null };
  },
};

/**
 * Unit and Worker tests finish in milliseconds, but a 2-core CI machine with other work beside
 * it can stall one for seconds; vitest's 5 s default would turn that stall into a failure.
 */
const FAST_TEST_MS = 60_000;

/** `npm run admin`'s tests: its commands in-process, and one of each kind through wrangler. */
const OPERATOR_TESTS = ['scripts/admin/**/*.test.ts'];

/** Components rendered in a DOM (happy-dom), beside the component they test. */
const COMPONENT_TESTS = ['src/**/*.component.test.{ts,tsx}'];

export default defineConfig({
  test: {
    // Unit and Worker files spend most of their time starting up, waiting on workerd as much as on
    // a core, so two at a time finish far sooner even on a 2-core machine. Browser files run two at
    // a time only when each has a server of its own (PUBGOLF_E2E_SERVERS).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OPERATOR_TESTS, ...COMPONENT_TESTS],
          environment: 'node',
          testTimeout: FAST_TEST_MS,
          hookTimeout: FAST_TEST_MS,
          expect: { poll: { timeout: WAIT_MS } },
        },
      },
      {
        test: {
          name: 'operators',
          include: OPERATOR_TESTS,
          environment: 'node',
          testTimeout: FAST_TEST_MS,
          hookTimeout: FAST_TEST_MS,
        },
      },
      {
        // The catalogs compiled as the build compiles them, so components read their English and German words.
        plugins: [compiledCatalogs()],
        test: {
          name: 'component',
          include: COMPONENT_TESTS,
          environment: 'happy-dom',
          testTimeout: FAST_TEST_MS,
          hookTimeout: FAST_TEST_MS,
          setupFiles: ['./src/test-support/component-setup.ts'],
        },
      },
      {
        plugins: [
          stripeWithoutSourcemaps,
          // The Worker renders a team's page in its words (src/app/play-page-html.tsx), compiled as the build compiles them.
          compiledCatalogs(),
          cloudflareTest(async ({ inject }) => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              bindings: {
                APP_ENV: 'test',
                ...inject('doublesEnv'),
                TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, 'migrations')),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          // Each file would otherwise load the Worker's modules afresh, about 3 s of a file's 3.5: the
          // files of one test worker share them, and its storage, one file after another. Each test
          // makes its own members, rounds and games; a test about the global board empties it first.
          isolate: false,
          globalSetup: ['./worker/test/global-setup.ts'],
          testTimeout: FAST_TEST_MS,
          hookTimeout: FAST_TEST_MS,
          expect: { poll: { timeout: WAIT_MS } },
          setupFiles: ['./worker/test/apply-migrations.ts', './worker/test/fail-on-console-error.ts'],
          // obscenity ships CommonJS behind an ES wrapper that workerd's module loader cannot
          // read; bundled first, it loads as the Worker's build loads it.
          deps: { optimizer: { ssr: { enabled: true, include: ['obscenity'] } } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./e2e/global-setup.ts'],
          testTimeout: TEST_MS,
          hookTimeout: TEST_MS,
          expect: { poll: { timeout: WAIT_MS } },
          // Files side by side only when each has a server of its own (e2e/global-setup.ts).
          fileParallelism: E2E_SERVERS > 1,
        },
      },
    ],
  },
});
