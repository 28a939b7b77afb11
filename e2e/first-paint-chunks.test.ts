/**
 * The start-up order of src/main.tsx, held to the build: what each step evaluates is whatever the
 * bundler put in the chunks that step imports, and a new import in one of our modules can move a
 * library (or another page's code) into a step that should not hold it, with nothing on screen to
 * say so. The build writes which module each chunk holds (scripts/client-chunks.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_CHUNKS_FILE, type ClientChunks } from '../scripts/client-chunks.ts';
import { LANGUAGES } from '../domain/language';
import { PAGE_SHELLS, pageShellAsset, SHELLED_ROUTES, type ShelledRoute } from '../domain/page-shells';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const build = JSON.parse(await readFile(path.join(DIST, CLIENT_CHUNKS_FILE), 'utf8')) as ClientChunks;

interface Step {
  name: string;
  /** The module main.tsx imports for this step. */
  module: string;
  /** The libraries the step evaluates, each in part at least. */
  libraries: string[];
  /** Others it may evaluate some of, and no more. */
  alongside?: string[];
  /** Of its libraries, those no later step evaluates any of. */
  whole?: string[];
  /** Our modules the step may evaluate. */
  ours: (module: string) => boolean;
}

/** The steps every page takes, in main.tsx's order, as its comment tells them. */
const IN_TURN: Step[] = [
  {
    name: 'React',
    module: 'node_modules/react-dom/client.js',
    libraries: ['react', 'react-dom', 'scheduler'],
    whole: ['react-dom', 'scheduler'],
    ours: () => false,
  },
  {
    name: 'the validation library, through our smallest schema',
    module: 'domain/api-error.ts',
    libraries: ['zod'],
    ours: (module) => module === 'domain/api-error.ts',
  },
  {
    name: 'the data cache',
    module: 'src/lib/query-client.ts',
    libraries: ['@tanstack/query-core'],
    ours: (module) => module === 'src/lib/query-client.ts',
  },
  {
    name: 'the router, through the page header',
    module: 'src/components/layout/page-header.tsx',
    libraries: ['react-router'],
    // React's JSX runtime comes with the first of our components.
    alongside: ['react'],
    whole: ['react-router'],
    // The header's words: English written beside each, another language's from its catalog.
    ours: (module) => module.startsWith('src/components/') || module === 'src/lib/i18n/painted-text.ts',
  },
];
const REST_OF_THE_APP = 'src/start-app.tsx';

/**
 * Every library the start-up evaluates; the rest (payments, dialogs, QR codes, live games) load
 * when used. Lingui's core comes with the own code of a page that shows catalog text (the
 * leaderboard, a course), never before it.
 */
const START_UP_LIBRARIES = new Set([
  ...IN_TURN.flatMap((step) => step.libraries),
  '@tanstack/react-query',
  '@lingui/core',
]);

/**
 * What a page's own code may evaluate besides: a live game's pages open its socket at once, and the
 * members' lists and a team's page (the host's controls) hold a confirmation dialog from the start:
 * Radix's dialog and the libraries it stands on.
 */
const DIALOG_LIBRARIES = [
  'aria-hidden',
  'get-nonce',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'tslib',
  'use-callback-ref',
  'use-sidecar',
];
const dialog = (library: string) => library.startsWith('@radix-ui/') || DIALOG_LIBRARIES.includes(library);
const PAGE_LIBRARIES: Partial<Record<ShelledRoute, (library: string) => boolean>> = {
  '/play/:code': (library) => library === 'partysocket' || dialog(library),
  '/watch/:id': (library) => library === 'partysocket',
  '/history': dialog,
  '/courses': dialog,
};

/**
 * Our modules the entry, evaluated before the first paint, holds: the start-up itself, the routes
 * it reads and what keeps a press begun on the painted page.
 */
const ENTRY_MODULES = ['src/main.tsx', 'domain/page-routes.ts', 'src/lib/presses-across-takeover.ts'];

/** The module of each page a route renders. */
const isPage = (module: string) => /^src\/app\/pages\/[^/]+-page\.tsx$/.test(module);

function libraryOf(module: string): string | undefined {
  const parts = module.split('node_modules/').at(-1)?.split('/') ?? [];
  if (!module.includes('node_modules/')) return undefined;
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** A JavaScript module of ours: not the HTML, a stylesheet or the bundler's own helpers. */
const isOurs = (module: string) => libraryOf(module) === undefined && /^(src|domain)\/.*\.tsx?$/.test(module);

function chunkOf(module: string): string {
  const chunk = build.chunkOf[module];
  if (chunk === undefined) throw new Error(`No chunk of the client build holds ${module}`);
  return chunk;
}

/** The chunk and every chunk it imports: what evaluating it evaluates. */
function withImports(chunk: string, into = new Set<string>()): Set<string> {
  if (into.has(chunk)) return into;
  into.add(chunk);
  for (const imported of build.chunks[chunk]?.imports ?? []) withImports(imported, into);
  return into;
}

interface Evaluated {
  name: string;
  modules: string[];
  libraries: Set<string>;
  ours: string[];
}

/** What the start evaluates on the route, step by step: each step's modules not evaluated before. */
function startUp(route: ShelledRoute | undefined): Evaluated[] {
  const entry = Object.entries(build.chunks).find(([, chunk]) => chunk.isEntry)?.[0];
  if (entry === undefined) throw new Error('The client build has no entry chunk');
  const page = route && build.start.pages[route];
  const steps = [
    { name: 'the entry, before the first paint', modules: [] as string[], chunks: [entry] },
    ...IN_TURN.map(({ name, module }) => ({ name, modules: [module], chunks: [chunkOf(module)] })),
    { name: 'the rest of the app', modules: [REST_OF_THE_APP], chunks: [] as string[] },
    ...(page ? [{ name: `the page's own code`, modules: [...page.before, page.page], chunks: [] as string[] }] : []),
  ];
  const evaluated = new Set<string>();
  return steps.map(({ name, modules, chunks }) => {
    const now = new Set<string>();
    for (const chunk of [...chunks, ...modules.map(chunkOf)]) withImports(chunk, now);
    const fresh = [...now].filter((chunk) => !evaluated.has(chunk));
    fresh.forEach((chunk) => evaluated.add(chunk));
    const held = fresh.flatMap((chunk) => build.chunks[chunk]?.modules ?? []);
    return {
      name,
      modules: held,
      libraries: new Set(held.flatMap((module) => libraryOf(module) ?? [])),
      ours: held.filter(isOurs),
    };
  });
}

const ROUTES: [string, ShelledRoute | undefined][] = [
  ...SHELLED_ROUTES.map((route): [string, ShelledRoute] => [route, route]),
  ['a page without a shell of its own', undefined],
];

describe('the start-up evaluates what src/main.tsx says, in its order', () => {
  it('imports React, the validation library, the data cache and the router in turn, then the rest of the app, then the page', () => {
    expect(build.start.inTurn).toEqual([...IN_TURN.map((step) => step.module), REST_OF_THE_APP]);
  });

  it('has a page of its own for every shelled page', () => {
    expect(Object.keys(build.start.pages).toSorted()).toEqual([...SHELLED_ROUTES].sort());
    for (const route of SHELLED_ROUTES) expect(isPage(build.start.pages[route]?.page ?? '')).toBe(true);
  });

  it.each(ROUTES)('on %s, evaluates no library and nothing of the app before the first paint', (_name, route) => {
    const [entry] = startUp(route);
    expect(entry?.libraries).toEqual(new Set());
    expect(entry?.ours.toSorted()).toEqual(ENTRY_MODULES.toSorted());
  });

  it.each(ROUTES)('on %s, evaluates each library in its own step, through its smallest module', (_name, route) => {
    const steps = startUp(route);
    IN_TURN.forEach((step, index) => {
      const evaluated = steps[index + 1];
      expect(evaluated?.name).toBe(step.name);
      expect(evaluated?.modules, step.name).toContain(step.module);
      expect([...(evaluated?.libraries ?? [])], `the libraries ${step.name} evaluates`).toEqual(
        expect.arrayContaining(step.libraries),
      );
      for (const library of evaluated?.libraries ?? []) {
        expect([...step.libraries, ...(step.alongside ?? [])], `${step.name} evaluates ${library}`).toContain(library);
      }
      for (const module of evaluated?.ours ?? []) {
        expect(step.ours(module), `${step.name} evaluates ${module}`).toBe(true);
      }
      for (const later of steps.slice(index + 2)) {
        for (const library of step.whole ?? []) {
          expect(later.libraries.has(library), `${later.name} evaluates some of ${library}`).toBe(false);
        }
      }
    });
  });

  it.each(ROUTES)("on %s, evaluates its own page's code and no other page's", (_name, route) => {
    const own = route && build.start.pages[route];
    for (const step of startUp(route)) {
      const pages = step.ours.filter(isPage);
      expect(pages, `${step.name} evaluates a page`).toEqual(
        own && step.name === `the page's own code` ? [own.page] : [],
      );
      for (const library of step.libraries) {
        const pageOwn = route !== undefined && step.name === `the page's own code` && PAGE_LIBRARIES[route]?.(library);
        expect(START_UP_LIBRARIES.has(library) || pageOwn, `${step.name} evaluates ${library}`).toBe(true);
      }
    }
    if (own) expect(startUp(route).find((step) => step.name === `the page's own code`)?.ours).toContain(own.page);
  });
});

describe('one list of shelled pages drives the shells, their preloads and the service worker', () => {
  const client = path.join(DIST, 'client');
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g)].map(([, file]) => file ?? '');

  it.each(SHELLED_ROUTES)(
    "writes %s's HTML with its shell, preloading its own page's code and no other's",
    async (route) => {
      const html = await readFile(path.join(client, PAGE_SHELLS[route]), 'utf8');
      expect(html).toMatch(/<div id="root"><header/);
      const files = preloads(html);
      for (const other of SHELLED_ROUTES) {
        const page = build.start.pages[other]?.page ?? '';
        expect(files.includes(chunkOf(page)), `${PAGE_SHELLS[route]} preloads ${page}`).toBe(other === route);
      }
    },
  );

  it('precaches every shell in every language in the service worker', async () => {
    const serviceWorker = await readFile(path.join(client, 'sw.js'), 'utf8');
    for (const route of SHELLED_ROUTES) {
      for (const language of LANGUAGES) {
        const file = pageShellAsset(route, language).slice(1);
        expect(serviceWorker, `${route} in ${language}`).toContain(`"url":"${file}"`);
      }
    }
  });
});
