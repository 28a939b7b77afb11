/**
 * `npm run lighthouse`: Lighthouse's mobile audit (simulated slow 4G, 4x CPU slowdown) of `/`,
 * `/leaderboard` and a course page as a guest, a game's join page (`/play/{code}?join`, a phone of
 * no team), a team's `/play/{code}` and the game's spectator
 * board, and History and My Courses signed in, on the production build served as the edge serves
 * it: compressed. Builds the app (PUBGOLF_SKIP_BUILD=1 reuses dist/), starts it as `npm start` does
 * on a free port with a fresh local database holding a member with one course and a few finished
 * rounds, starts a live game of that course and joins it as a team, puts a brotli/gzip proxy in
 * front, and prints each page's scores and metrics against the budget.
 * Each page is audited LIGHTHOUSE_RUNS times (3) and its median run reported; exits 1 when a
 * page misses the budget. LIGHTHOUSE_PAGES (e.g. `/leaderboard,/play`) audits only the pages whose
 * address starts with one of those. The full reports, and each run's trace, are left as JSON in a temp
 * folder it names.
 * Hold /tmp/pubgolf-e2e.lock while it runs: it builds into dist/ and serves from it.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { stopProcess, waitUntilAnswering } from './child-process.ts';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from './ensure-chromium.ts';
import { migratedD1File } from './local-d1.ts';
import { freePort, startLocalStack } from './local-stack.ts';
import { SIGNED_IN_HINT_COOKIE } from '../domain/signed-in-hint.ts';
import { buildApp } from './run.ts';

const BUDGET = {
  performance: 0.95,
  accessibility: 1,
  bestPractices: 1,
  lcpMs: 2000,
  tbtMs: 150,
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Simulated throttling still varies from run to run: each page is audited this often and the median run kept. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The pages asked for by LIGHTHOUSE_PAGES, by the start of their address; every page when unset. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter((prefix) => prefix !== '');
const audited = (page: string) => !ONLY || ONLY.some((prefix) => page.startsWith(prefix));

interface PageResult {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  cls: number;
  scriptKb: number;
  failures: string[];
  report: string;
  benchmarkIndex: number;
}

async function main(): Promise<void> {
  await ensureChromium();
  if (process.env.PUBGOLF_SKIP_BUILD !== '1') {
    console.log('Building the app…');
    await buildApp({ quiet: true });
  }
  const stateDir = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-lighthouse-'));
  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-lighthouse-reports-'));
  const stopping: (() => Promise<void>)[] = [];
  try {
    const { courseId, sessionToken } = seed(await migratedD1File(stateDir));
    const stack = await startLocalStack({ port: await freePort(), stateDir, output: 'ignore' });
    stopping.push(stack.stop);
    const proxy = await startCompressingProxy(new URL(stack.url).port);
    stopping.push(proxy.stop);
    const chromium = await launchChromium();
    stopping.push(chromium.stop);

    const results: PageResult[] = [];
    const auditPages = async (pages: string[]) => {
      for (const page of pages.filter(audited)) {
        console.log(`Auditing ${page} (${RUNS} runs)…`);
        // One visit first, so the audit does not measure workerd compiling the Worker.
        await fetch(proxy.url + page);
        const runs: PageResult[] = [];
        for (let index = 0; index < RUNS; index++) {
          const run = () => audit(proxy.url, page, chromium.port, reportDir, index);
          // On a busy machine Lighthouse now and then loses a run's trace (NO_NAVSTART): one more try.
          runs.push(await run().catch(run));
        }
        results.push(medianRun(runs));
      }
    };
    // Lighthouse keeps the browser's cookies between audits: the guest's pages come first, then
    // the team's (its cookie is scoped to its game's API), then the member's.
    await auditPages(['/', '/leaderboard', `/courses/${courseId}`]);
    const game = await startGame(proxy.url, sessionToken, courseId);
    // The game's join page, as a friend's phone opens it from the link: no team yet.
    await auditPages([`/play/${game.code}?join`]);
    await setCookies(chromium.port, proxy.url, game.teamCookies);
    await auditPages([`/play/${game.code}`, `/watch/${game.watchId}`]);
    await setCookies(chromium.port, proxy.url, [
      { name: 'session', value: sessionToken, path: '/', httpOnly: true },
      { name: SIGNED_IN_HINT_COOKIE, value: '1', path: '/', httpOnly: false },
    ]);
    await auditPages(['/history', '/courses']);
    const passed = report(results);
    console.log(`Full reports: ${reportDir}\n`);
    process.exitCode = passed ? 0 : 1;
  } finally {
    for (const stop of stopping.reverse()) await stop();
    await rm(stateDir, { recursive: true, force: true });
  }
}

/**
 * A lifetime member, signed in with a session of their own, with one nine-bar course and ten
 * finished rounds, fair ones (every hole scored, pars 1 to 6), so no page audited is empty: the
 * leaderboard shows them. LIGHTHOUSE_EMPTY_BOARD=1 keeps them off it, to audit an empty board.
 */
function seed(dbFile: string): { courseId: string; sessionToken: string } {
  const db = new DatabaseSync(dbFile);
  const now = Math.floor(Date.now() / 1000);
  const userId = randomUUID();
  db.prepare('insert into users (id, email, first_name, created_at, updated_at) values (?, ?, ?, ?, ?)').run(
    userId,
    'lighthouse@example.com',
    'Lighthouse',
    now,
    now,
  );
  db.prepare('insert into subscriptions (user_id, status, plan, created_at, updated_at) values (?, ?, ?, ?, ?)').run(
    userId,
    'lifetime',
    'lifetime',
    now,
    now,
  );
  // A session token as the Worker makes them (32 base32 characters); D1 keeps its SHA-256.
  const sessionToken = Array.from(randomBytes(32), (byte) => 'abcdefghijklmnopqrstuvwxyz234567'[byte % 32]).join('');
  db.prepare('insert into sessions (id, user_id, expires_at, created_at) values (?, ?, ?, ?)').run(
    createHash('sha256').update(sessionToken).digest('hex'),
    userId,
    now + 24 * 3600,
    now,
  );
  const holes = Array.from({ length: 9 }, (_, index) => ({
    holeNumber: index + 1,
    par: index === 4 ? 4 : 3,
    barName: `The ${['Crown', 'Anchor', 'Swan', 'Plough', 'Lion', 'Bell', 'Star', 'Ship', 'George'][index]}`,
    drink: 'Pint of lager',
  }));
  const penalties = [{ id: 'spilled-drink', name: 'Spilled Drink', count: 0 }];
  const courseId = randomUUID();
  db.prepare(
    'insert into courses (id, user_id, name, holes, penalties, share_code, created_at) values (?, ?, ?, ?, ?, ?, ?)',
  ).run(courseId, userId, 'Friday Crawl', JSON.stringify(holes), JSON.stringify(penalties), 'LHTEST2345', now);
  const insertRound = db.prepare(
    'insert into scorecards (id, user_id, number, team_name, date, total_score, holes, penalties, course_id, ' +
      'course_name, complete, fair, client_edited_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, null, null, 1, ?, ?, ?, ?)',
  );
  const fair = process.env.LIGHTHOUSE_EMPTY_BOARD === '1' ? 0 : 1;
  for (let number = 1; number <= 10; number++) {
    const scored = holes.map((hole, index) => ({ ...hole, score: hole.par + ((number + index) % 3) - 1 }));
    const total = scored.reduce((sum, hole) => sum + hole.score - hole.par, 0);
    const createdAt = now - number * 3600;
    insertRound.run(
      randomUUID(),
      userId,
      number,
      `Team ${number}`,
      new Date(createdAt * 1000).toISOString().slice(0, 10),
      total,
      JSON.stringify(scored),
      JSON.stringify(penalties),
      fair,
      createdAt * 1000,
      createdAt,
      createdAt,
    );
  }
  db.close();
  return { courseId, sessionToken };
}

interface BrowserCookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
}

/**
 * The member starts a live game of their course, and a team joins it from another phone: the
 * team's cookies (one scoped to the game's API, one to its page) are what this browser then holds
 * as that phone.
 */
async function startGame(
  origin: string,
  sessionToken: string,
  courseId: string,
): Promise<{ code: string; watchId: string; teamCookies: BrowserCookie[] }> {
  const post = (url: string, body: unknown, cookie?: string) =>
    fetch(origin + url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  const course = (await (await fetch(`${origin}/api/courses/${courseId}`)).json()) as {
    name: string;
    holes: unknown[];
    penalties: unknown[];
  };
  const started = await post(
    '/api/games',
    { source: 'course', courseId, name: course.name, holes: course.holes, penalties: course.penalties },
    `session=${sessionToken}`,
  );
  if (started.status !== 201) throw new Error(`Starting the game answered ${started.status}: ${await started.text()}`);
  const { code, watchId } = (await started.json()) as { code: string; watchId: string };
  const joined = await post(`/api/games/${code}/teams`, { teamName: 'The Birdies' });
  if (joined.status !== 201) throw new Error(`Joining the game answered ${joined.status}: ${await joined.text()}`);
  const teamCookies = joined.headers.getSetCookie().map((header) => {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split('=');
    const path = attributes.find((attribute) => attribute.toLowerCase().startsWith('path='))?.slice('path='.length);
    return { name, value, path: path ?? '/', httpOnly: true };
  });
  if (teamCookies.length === 0 || teamCookies.some(({ name, value }) => !name || !value))
    throw new Error('Joining the game set no team cookie');
  return { code, watchId, teamCookies };
}

/** Gives the audited browser these cookies for the app's origin, as its own answers would have set them. */
async function setCookies(debuggingPort: number, origin: string, cookies: BrowserCookie[]): Promise<void> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('The audited browser has no default context');
    const { hostname } = new URL(origin);
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: hostname, sameSite: 'Lax' as const })));
  } finally {
    await browser.close();
  }
}

/**
 * The edge compresses what it serves; `vite preview` does not. This proxy asks the app for the
 * plain answer and compresses text types with brotli (or gzip), as the browser accepts.
 */
async function startCompressingProxy(appPort: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: appPort,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const accepts = String(request.headers['accept-encoding'] ?? '');
        const type = String(answer.headers['content-type'] ?? '');
        const encoding =
          answer.headers['content-encoding'] || !/text|javascript|json|svg|xml|manifest/.test(type)
            ? undefined
            : accepts.includes('br')
              ? 'br'
              : accepts.includes('gzip')
                ? 'gzip'
                : undefined;
        const headers = { ...answer.headers };
        if (encoding) {
          delete headers['content-length'];
          headers['content-encoding'] = encoding;
          headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
        }
        response.writeHead(answer.statusCode ?? 502, headers);
        const compress =
          encoding === 'br'
            ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
            : encoding === 'gzip'
              ? zlib.createGzip()
              : undefined;
        const done = compress ? pipeline(answer, compress, response) : pipeline(answer, response);
        done.catch(() => response.destroy());
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    pipeline(request, upstream).catch(() => upstream.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Chromium as the browser tests launch it, headless, with a debugging port for Lighthouse. */
async function launchChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'pubgolf-lighthouse-chromium-'));
  const port = await freePort();
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitUntilAnswering(`http://127.0.0.1:${port}/json/version`, child, { name: 'Chromium', timeoutMs: 30_000 });
  return {
    port,
    stop: async () => {
      await stopProcess(child);
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** The run with the median performance score, as Lighthouse's own docs advise for several runs. */
function medianRun(runs: PageResult[]): PageResult {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse run to report');
  return median;
}

async function audit(origin: string, page: string, port: number, reportDir: string, run: number): Promise<PageResult> {
  const runnerResult = await lighthouse(origin + page, { port, logLevel: 'error', onlyCategories: CATEGORIES });
  if (!runnerResult) throw new Error(`Lighthouse gave no result for ${page}`);
  const { lhr } = runnerResult;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${page}: ${lhr.runtimeError.message}`);
  const file = path.join(reportDir, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`);
  await writeFile(file, JSON.stringify(lhr, null, 2));
  // The run's trace beside it, to open in Chromium's Performance panel and see what blocked.
  await writeFile(file.replace(/\.json$/, '.trace.json'), JSON.stringify(runnerResult.artifacts.Trace));

  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items =
    summary && 'items' in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
  const scriptBytes = items.find((item) => item.resourceType === 'script')?.transferSize ?? 0;

  const result: PageResult = {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    fcpMs: metric('first-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    scriptKb: scriptBytes / 1024,
    failures: [],
    report: file,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
  if (result.performance < BUDGET.performance) result.failures.push('performance');
  if (result.accessibility < BUDGET.accessibility) result.failures.push('accessibility');
  if (result.bestPractices < BUDGET.bestPractices) result.failures.push('best practices');
  if (!(result.lcpMs <= BUDGET.lcpMs)) result.failures.push('LCP');
  if (!(result.tbtMs <= BUDGET.tbtMs)) result.failures.push('TBT');
  for (const category of ['accessibility', 'best-practices']) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const failed = lhr.audits[ref.id];
      if (ref.weight > 0 && failed && failed.score !== null && failed.score < 1) {
        result.failures.push(`${category}: ${failed.id}`);
      }
    }
  }
  return result;
}

/** Prints the table and what missed the budget; true when every page meets it. */
function report(results: PageResult[]): boolean {
  const rows = [
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'FCP s', 'CLS', 'JS KiB', 'budget'],
    ...results.map((result) => [
      result.page,
      percent(result.performance),
      percent(result.accessibility),
      percent(result.bestPractices),
      percent(result.seo),
      (result.lcpMs / 1000).toFixed(2),
      result.tbtMs.toFixed(0),
      (result.fcpMs / 1000).toFixed(2),
      result.cls.toFixed(3),
      result.scriptKb.toFixed(1),
      result.failures.length === 0 ? 'met' : 'MISSED',
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(
    `\nLighthouse, mobile (simulated slow 4G, 4x CPU), compressed. Budget: performance ≥ ${percent(BUDGET.performance)},` +
      ` accessibility ${percent(BUDGET.accessibility)}, best practices ${percent(BUDGET.bestPractices)},` +
      ` LCP ≤ ${BUDGET.lcpMs / 1000} s, TBT ≤ ${BUDGET.tbtMs} ms\n`,
  );
  for (const row of rows) console.log('  ' + row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
  // Simulated timings scale what this machine measured: another process busy beside the audit inflates TBT.
  const benchmark = Math.min(...results.map((result) => result.benchmarkIndex));
  console.log(`\n  Machine: benchmark index ${benchmark.toFixed(0)}, load average ${os.loadavg()[0]!.toFixed(2)}\n`);
  for (const result of results) {
    if (result.failures.length > 0) console.log(`  ${result.page} missed: ${result.failures.join(', ')}`);
  }
  return results.every((result) => result.failures.length === 0);
}

function percent(score: number): string {
  return String(Math.round(score * 100));
}

await main();
