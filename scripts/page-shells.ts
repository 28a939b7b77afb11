/**
 * Prerendered first paint: the build renders src/app/page-shells.tsx (React on Node, through a
 * throwaway Vite server) and puts the plain shell inside index.html's #root, then writes
 * `shells/{name}.html` beside it for each page with its own shell: the same document with that
 * page's header and title inside #root. The Worker serves those for their routes.
 */
import path from 'node:path';
import { createServer, type Plugin, type Rolldown } from 'vite';
import type { PageShell } from '../src/domain/page-shells.ts';

const SHELLS_MODULE = '/src/app/page-shells.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

interface RenderedShells {
  plain: string;
  pages: Record<PageShell, string>;
}

async function renderShells(root: string): Promise<RenderedShells> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(SHELLS_MODULE)) as { renderPageShells: () => RenderedShells };
    return module.renderPageShells();
  } finally {
    await server.close();
  }
}

function withRoot(html: string, inner: string): string {
  if (!html.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to put the page shell in`);
  return html.replace(EMPTY_ROOT, `<div id="root">${inner}</div>`);
}

/**
 * The page each HTML file is first served for, as its route loads it once the app has started:
 * its chunk is preloaded with the shell, so the page's code is on the phone by the time the app
 * asks for it. The plain shell is the card's: `/` is the page most visits open.
 */
const SHELL_PAGE_MODULES: Record<PageShell | 'plain', string> = {
  plain: 'src/app/pages/scorecard-page.tsx',
  leaderboard: 'src/app/pages/leaderboard-page.tsx',
  course: 'src/app/pages/course-page.tsx',
};

/** A chunk's file and every file it imports, in the order they are found. */
function withImports(bundle: Rolldown.OutputBundle, fileNames: string[]): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.imports.forEach(add);
  };
  fileNames.forEach(add);
  return [...files];
}

/**
 * Preloads the given chunks from the HTML, at low priority so they never hold back the document
 * and the stylesheet the first paint needs. The entry waits for the first paint before it imports
 * the app (src/main.tsx): preloading keeps the app's download in parallel with the page's.
 */
function withPreloads(html: string, fileNames: string[]): string {
  const links = fileNames
    .filter((fileName) => !html.includes(`/${fileName}"`))
    .map((fileName) => `    <link rel="modulepreload" crossorigin fetchpriority="low" href="/${fileName}">\n`);
  return html.replace('</head>', `\n${links.join('')}  </head>`);
}

function entryChunk(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
  if (entry?.type !== 'chunk') throw new Error('The build has no entry chunk');
  return entry;
}

function pageChunk(bundle: Rolldown.OutputBundle, root: string, shell: PageShell | 'plain'): string {
  const module = path.resolve(root, SHELL_PAGE_MODULES[shell]);
  const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === module);
  if (!chunk) throw new Error(`No chunk holds ${SHELL_PAGE_MODULES[shell]}, the page of the ${shell} shell`);
  return chunk.fileName;
}

export function pageShells(): Plugin {
  let shells: RenderedShells | undefined;
  let root = process.cwd();
  return {
    name: 'pub-golf:page-shells',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      shells = await renderShells(root);
    },
    generateBundle: {
      // After Vite has written index.html with the built script and style tags.
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!shells || index?.type !== 'asset') throw new Error('The page shells need the built index.html');
        // What every page starts with (src/main.tsx), then each HTML file's own page: no page
        // preloads another's code.
        const pages = (Object.keys(SHELL_PAGE_MODULES) as (PageShell | 'plain')[]).map((name) => ({
          name,
          chunk: pageChunk(bundle, root, name),
        }));
        const common = entryChunk(bundle).dynamicImports.filter((file) => !pages.some(({ chunk }) => chunk === file));
        const html = withPreloads(String(index.source), withImports(bundle, common));
        for (const { name, chunk } of pages) {
          const page = withPreloads(html, withImports(bundle, [chunk]));
          if (name === 'plain') index.source = withRoot(page, shells.plain);
          else
            this.emitFile({
              type: 'asset',
              fileName: `shells/${name}.html`,
              source: withRoot(page, shells.pages[name]),
            });
        }
      },
    },
  };
}
